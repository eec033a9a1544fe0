package io.github.shogunsdk.api;

import org.jspecify.annotations.Nullable;

/**
 * Reads and writes position notation (SPN): {@code <ranks> <side> [<quiet-plies> <move-number>]}.
 * Every error names the index of the first bad character and what was expected there.
 */
final class PositionText {

    /** Counters are at most this many digits long (enough for {@link Integer#MAX_VALUE}). */
    private static final int COUNTER_DIGITS = 10;

    private PositionText() {
    }

    static Position parse(String text) {
        TextCursor in = new TextCursor("position", text);
        Piece[] board = new Piece[Square.COUNT];
        boolean[] king = new boolean[2];
        for (int rank = 8; rank >= 1; rank--) {
            int file = 1;
            while (!in.atEnd() && in.peek() != '/' && in.peek() != ' ') {
                char c = in.peek();
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                    if (file > 9) {
                        throw in.error("rank " + rank + " has more than 8 squares");
                    }
                    in.advance();
                    continue;
                }
                if (file > 8 && kindOf(c) != null) {
                    throw in.error("rank " + rank + " has more than 8 squares");
                }
                int at = in.index();
                Piece piece = piece(in);
                if (piece.kind() == PieceKind.KING) {
                    int colour = piece.colour().ordinal();
                    if (king[colour]) {
                        throw in.errorAt(at, piece.colour().displayName() + " has more than one king");
                    }
                    king[colour] = true;
                }
                board[Square.of(file, rank).index()] = piece;
                file++;
            }
            if (file != 9) {
                throw in.error("rank " + rank + " has " + (file - 1) + " squares, expected 8");
            }
            if (rank > 1 && !in.accept('/')) {
                throw in.error("expected '/' before rank " + (rank - 1) + ", found " + in.found());
            }
        }
        expectSpace(in, "the side to move");
        Colour side;
        if (in.accept('w')) {
            side = Colour.WHITE;
        } else if (in.accept('r')) {
            side = Colour.RED;
        } else {
            throw in.error("expected the side to move, 'w' or 'r', found " + in.found());
        }
        int quietPlies = 0;
        int moveNumber = 1;
        if (!in.atEnd()) {
            expectSpace(in, "the quiet-ply counter");
            quietPlies = counter(in, "the quiet-ply counter", 0);
            expectSpace(in, "the move number");
            moveNumber = counter(in, "the move number", 1);
            in.requireEnd("the end of the position");
        }
        return Position.ofArray(board, side, quietPlies, moveNumber);
    }

    /** Reads a piece letter and its energy digit. */
    static Piece piece(TextCursor in) {
        char c = in.peek();
        PieceKind kind = kindOf(c);
        if (kind == null || in.atEnd()) {
            throw in.error("expected a piece letter (K, P, k, p) or a digit 1-8, found " + in.found());
        }
        in.advance();
        char digit = in.peek();
        if (in.atEnd() || digit < '0' || digit > '9' || !kind.isValidEnergy(digit - '0')) {
            throw in.error("expected the energy of '" + c + "', a digit 1-" + kind.maxEnergy() + ", found " + in.found());
        }
        in.advance();
        return Piece.of(kind, c >= 'A' && c <= 'Z' ? Colour.WHITE : Colour.RED, digit - '0');
    }

    static String format(Position position) {
        StringBuilder out = new StringBuilder(64);
        for (int rank = 8; rank >= 1; rank--) {
            int empty = 0;
            for (int file = 1; file <= 8; file++) {
                Piece piece = position.at((file - 1) * 8 + rank - 1);
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

    private static @Nullable PieceKind kindOf(char c) {
        switch (c) {
            case 'K':
            case 'k':
                return PieceKind.KING;
            case 'P':
            case 'p':
                return PieceKind.PAWN;
            default:
                return null;
        }
    }

    private static void expectSpace(TextCursor in, String next) {
        if (!in.accept(' ')) {
            throw in.error("expected a space before " + next + ", found " + in.found());
        }
    }

    private static int counter(TextCursor in, String field, int min) {
        int start = in.index();
        long value = in.digits(field, COUNTER_DIGITS);
        if (value > Integer.MAX_VALUE) {
            throw in.errorAt(start, "expected " + field + " to be at most " + Integer.MAX_VALUE);
        }
        if (value < min) {
            throw in.errorAt(start, "expected " + field + " of " + min + " or more, found " + value);
        }
        return (int) value;
    }
}
