package io.github.shogunsdk.api.notation;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Square;
import java.util.HashMap;
import java.util.Map;

/**
 * Shogun position notation (SPN): {@code <ranks> <side> [<quiet-plies> <move-number>]}.
 *
 * <p>Ranks run from 8 down to 1, separated by {@code /}, each listing files a to h. A piece is a
 * letter ({@code K}/{@code P} White, {@code k}/{@code p} Red) followed by its energy digit; any
 * other digit 1–8 is a run of empty squares. The side is {@code w} or {@code r}. Fields are
 * separated by single spaces. Most callers use {@link Position#parse} and
 * {@link Position#toString()}, which delegate here.
 *
 * <pre>{@code
 * Position p = Spn.parse("8/8/8/8/8/8/8/3K2P13 r 12 30");
 * p.quietPlies();      // 12
 * Spn.format(p);       // "8/8/8/8/8/8/8/3K2P13 r 12 30"
 * }</pre>
 */
public final class Spn {

    private static final String WHAT = "position";

    private Spn() {
    }

    /**
     * Reads a position.
     *
     * @param text the SPN text
     * @return the position
     * @throws NotationException naming the index of the first bad character and what was expected
     */
    public static Position parse(String text) {
        if (text == null) {
            throw new NotationException(WHAT, "", 0, "expected a position, found nothing");
        }
        Map<Square, Piece> pieces = new HashMap<>();
        int[] counts = new int[4];
        int index = 0;
        for (int rank = 8; rank >= 1; rank--) {
            int file = 1;
            while (index < text.length() && text.charAt(index) != '/' && text.charAt(index) != ' ') {
                char c = text.charAt(index);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                    if (file > 9) {
                        throw error(text, index, "rank " + rank + " has more than 8 squares");
                    }
                    index++;
                    continue;
                }
                PieceKind kind = kindOf(c);
                if (kind == null) {
                    throw error(text, index, "expected a piece letter (K, P, k, p) or a digit 1-8, found " + describe(c));
                }
                if (file > 8) {
                    throw error(text, index, "rank " + rank + " has more than 8 squares");
                }
                Colour colour = Character.isUpperCase(c) ? Colour.WHITE : Colour.RED;
                int slot = colour.ordinal() * 2 + kind.ordinal();
                if (++counts[slot] > kind.maxCount()) {
                    throw error(text, index, colour.displayName() + " has more than " + kind.maxCount() + " "
                            + kind.displayName() + (kind.maxCount() > 1 ? "s" : ""));
                }
                index++;
                if (index >= text.length()) {
                    throw error(text, index, "expected the energy digit of '" + c + "', found the end of the text");
                }
                char digit = text.charAt(index);
                if (digit < '0' || digit > '9' || !kind.isValidEnergy(digit - '0')) {
                    throw error(text, index, "expected the energy of '" + c + "', a digit 1-" + kind.maxEnergy()
                            + ", found " + describe(digit));
                }
                pieces.put(Square.of(file, rank), Piece.of(kind, colour, digit - '0'));
                file++;
                index++;
            }
            if (file != 9) {
                throw error(text, index, "rank " + rank + " has " + (file - 1) + " squares, expected 8");
            }
            if (rank > 1) {
                if (index >= text.length() || text.charAt(index) != '/') {
                    throw error(text, index, "expected '/' before rank " + (rank - 1) + ", found " + describeAt(text, index));
                }
                index++;
            }
        }
        index = expectSpace(text, index, "the side to move");
        Colour side;
        char sideLetter = index < text.length() ? text.charAt(index) : 0;
        if (sideLetter == 'w') {
            side = Colour.WHITE;
        } else if (sideLetter == 'r') {
            side = Colour.RED;
        } else {
            throw error(text, index, "expected the side to move, 'w' or 'r', found " + describeAt(text, index));
        }
        index++;
        int quietPlies = 0;
        int moveNumber = 1;
        if (index < text.length()) {
            index = expectSpace(text, index, "the quiet-ply counter");
            int start = index;
            index = digits(text, index, "the quiet-ply counter");
            quietPlies = Integer.parseInt(text.substring(start, index));
            index = expectSpace(text, index, "the move number");
            start = index;
            index = digits(text, index, "the move number");
            moveNumber = Integer.parseInt(text.substring(start, index));
            if (moveNumber < 1) {
                throw error(text, start, "expected a move number of 1 or more, found " + moveNumber);
            }
            if (index < text.length()) {
                throw error(text, index, "expected the end of the position, found " + describeAt(text, index));
            }
        }
        return Position.of(pieces, side, quietPlies, moveNumber);
    }

    /**
     * Writes a position. The counters are written only when they differ from 0 and 1.
     *
     * @param position the position
     * @return the SPN text
     */
    public static String format(Position position) {
        StringBuilder out = new StringBuilder(64);
        for (int rank = 8; rank >= 1; rank--) {
            int empty = 0;
            for (int file = 1; file <= 8; file++) {
                Piece piece = position.pieceAt(Square.of(file, rank)).orElse(null);
                if (piece == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(piece.letter()).append(piece.energy());
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 1) {
                out.append('/');
            }
        }
        out.append(' ').append(position.sideToMove() == Colour.WHITE ? 'w' : 'r');
        if (position.quietPlies() != 0 || position.moveNumber() != 1) {
            out.append(' ').append(position.quietPlies()).append(' ').append(position.moveNumber());
        }
        return out.toString();
    }

    private static PieceKind kindOf(char c) {
        switch (c) {
            case 'K': case 'k': return PieceKind.KING;
            case 'P': case 'p': return PieceKind.PAWN;
            default: return null;
        }
    }

    private static int expectSpace(String text, int index, String next) {
        if (index >= text.length() || text.charAt(index) != ' ') {
            throw error(text, index, "expected a space before " + next + ", found " + describeAt(text, index));
        }
        return index + 1;
    }

    private static int digits(String text, int index, String field) {
        int start = index;
        while (index < text.length() && text.charAt(index) >= '0' && text.charAt(index) <= '9') {
            if (index - start >= 9) {
                throw error(text, index, "expected " + field + " to have at most 9 digits");
            }
            index++;
        }
        if (index == start) {
            throw error(text, index, "expected " + field + ", a number, found " + describeAt(text, index));
        }
        return index;
    }

    private static String describeAt(String text, int index) {
        return index < text.length() ? describe(text.charAt(index)) : "the end of the text";
    }

    private static String describe(char c) {
        if (c == ' ') {
            return "a space";
        }
        if (c < 0x20 || c == 0x7f) {
            return String.format("the control character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    private static NotationException error(String text, int index, String problem) {
        return new NotationException(WHAT, text, index, problem);
    }
}
