package io.github.shogunsdk.core.reference;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.EnergyModel;
import io.github.shogunsdk.api.MagnetLayout;
import io.github.shogunsdk.api.Piece;
import io.github.shogunsdk.api.PieceKind;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.Shape;
import io.github.shogunsdk.api.Square;
import io.github.shogunsdk.api.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A small, obviously-correct model of docs/RULES.md §3–§6 over a plain {@code Map<Square, Piece>}, written
 * straight from the rules text with no bitboards and no shared code with the implementation. Slow on
 * purpose: every question is answered by walking every path literally.
 */
public final class Reference {

    /** The 12 shapes of §3, spelled out: one letter is straight, two letters are (first, then). */
    static final String[] SHAPES = {"U", "D", "L", "R", "RU", "RD", "LU", "LD", "UR", "UL", "DR", "DL"};

    /** The standard magnet layout of §6, rank 8 first, files a..h. */
    private static final String[] MAGNETS = {
        "42313313", "11234124", "24112324", "44112321", "43231124", "12333442", "32342141", "43241432"};

    private Reference() {
    }

    /** A path: its shape and the squares it passes, ending on its destination. */
    public record Path(Shape shape, List<Square> squares) {
        public Square to() {
            return squares.get(squares.size() - 1);
        }
    }

    // ---------------------------------------------------------------- geometry

    private static int dx(char direction) {
        return direction == 'R' ? 1 : direction == 'L' ? -1 : 0;
    }

    private static int dy(char direction) {
        return direction == 'U' ? 1 : direction == 'D' ? -1 : 0;
    }

    /** Every path of one shape and length {@code energy} from {@code from} that stays on the board. */
    public static List<Path> onBoardPaths(Square from, String shape, int energy) {
        List<Path> out = new ArrayList<>();
        if (shape.length() == 1) {
            addIfOnBoard(out, from, shape, energy, 0);
        } else {
            for (int k = 1; k <= energy - 1; k++) {
                addIfOnBoard(out, from, shape, k, energy - k);
            }
        }
        return out;
    }

    private static void addIfOnBoard(List<Path> out, Square from, String shape, int first, int then) {
        List<Square> squares = new ArrayList<>();
        int x = from.x();
        int y = from.y();
        for (int i = 0; i < first + then; i++) {
            char direction = shape.charAt(i < first ? 0 : 1);
            x += dx(direction);
            y += dy(direction);
            if (x < 1 || x > 8 || y < 1 || y > 8) {
                return;
            }
            squares.add(Square.of(x, y));
        }
        out.add(new Path(Shape.valueOf(shape), List.copyOf(squares)));
    }

    /** Every on-board path of the piece on {@code from}, open or not, in shape order. */
    public static List<Path> onBoardPaths(Map<Square, Piece> board, Square from) {
        List<Path> out = new ArrayList<>();
        for (String shape : SHAPES) {
            out.addAll(onBoardPaths(from, shape, board.get(from).energy()));
        }
        return out;
    }

    /** Open: every square before the last empty (the mover lifted), the last not holding an own piece. */
    public static boolean isOpen(Map<Square, Piece> board, Square from, Path path) {
        Piece mover = board.get(from);
        List<Square> squares = path.squares();
        for (int i = 0; i < squares.size() - 1; i++) {
            if (!squares.get(i).equals(from) && board.containsKey(squares.get(i))) {
                return false;
            }
        }
        Piece last = path.to().equals(from) ? null : board.get(path.to());
        return last == null || last.colour() != mover.colour();
    }

    /** The open paths of the piece on {@code from}, in shape order; none for an empty square. */
    public static List<Path> openPaths(Map<Square, Piece> board, Square from) {
        List<Path> out = new ArrayList<>();
        if (!board.containsKey(from)) {
            return out;
        }
        for (Path path : onBoardPaths(board, from)) {
            if (isOpen(board, from, path)) {
                out.add(path);
            }
        }
        return out;
    }

    public static Set<Square> reach(Map<Square, Piece> board, Square from) {
        Set<Square> out = new TreeSet<>();
        openPaths(board, from).forEach(path -> out.add(path.to()));
        return out;
    }

    public static Set<Square> reach(Map<Square, Piece> board, Square from, Shape shape) {
        Set<Square> out = new TreeSet<>();
        openPaths(board, from).stream().filter(p -> p.shape() == shape).forEach(p -> out.add(p.to()));
        return out;
    }

    /** The open paths from {@code from} to {@code to}, in shape order. */
    public static List<Path> paths(Map<Square, Piece> board, Square from, Square to) {
        return openPaths(board, from).stream().filter(p -> p.to().equals(to)).toList();
    }

    // ---------------------------------------------------------------- attack and defence (§4)

    /** Whether the piece on {@code from} reaches {@code target}. */
    public static boolean reaches(Map<Square, Piece> board, Square from, Square target) {
        // Shortcut only: every path has exactly `energy` orthogonal steps and never reverses.
        if (from.distanceTo(target) != board.get(from).energy()) {
            return false;
        }
        return reach(board, from).contains(target);
    }

    /** Enemy pieces whose reach holds the piece on {@code square}; none for an empty square. */
    public static Set<Square> attackers(Map<Square, Piece> board, Square square) {
        Set<Square> out = new TreeSet<>();
        Piece piece = board.get(square);
        if (piece == null) {
            return out;
        }
        for (Square other : board.keySet()) {
            if (board.get(other).colour() != piece.colour() && reaches(board, other, square)) {
                out.add(other);
            }
        }
        return out;
    }

    /** Other own pieces that reach {@code square} once its piece is removed; none for an empty square. */
    public static Set<Square> defenders(Map<Square, Piece> board, Square square) {
        Set<Square> out = new TreeSet<>();
        Piece piece = board.get(square);
        if (piece == null) {
            return out;
        }
        Map<Square, Piece> without = new HashMap<>(board);
        without.remove(square);
        for (Square other : without.keySet()) {
            if (without.get(other).colour() == piece.colour() && reaches(without, other, square)) {
                out.add(other);
            }
        }
        return out;
    }

    /** The pieces of {@code colour}'s enemy that at least one piece of {@code colour} reaches. */
    public static Set<Square> attacked(Map<Square, Piece> board, Colour colour) {
        Set<Square> out = new TreeSet<>();
        for (Square square : board.keySet()) {
            if (board.get(square).colour() != colour && !attackers(board, square).isEmpty()) {
                out.add(square);
            }
        }
        return out;
    }

    public static Square king(Map<Square, Piece> board, Colour colour) {
        for (Map.Entry<Square, Piece> e : board.entrySet()) {
            if (e.getValue().colour() == colour && e.getValue().kind() == PieceKind.KING) {
                return e.getKey();
            }
        }
        return null;
    }

    /** A king is in check when an enemy piece reaches it; a side without a king never is. */
    public static boolean inCheck(Map<Square, Piece> board, Colour colour) {
        Square king = king(board, colour);
        return king != null && !attackers(board, king).isEmpty();
    }

    // ---------------------------------------------------------------- legality (§5)

    /** The legal destinations of the piece on {@code from}, judged as if its side were to move. */
    public static Set<Square> legalDestinations(Map<Square, Piece> board, Square from, Variant variant) {
        Set<Square> out = new TreeSet<>();
        Piece piece = board.get(from);
        if (piece == null) {
            return out;
        }
        for (Square to : reach(board, from)) {
            if (variant == Variant.COURSEWORK) {
                if (piece.kind() == PieceKind.PAWN || courseworkKingMayGo(board, from, to)) {
                    out.add(to);
                }
            } else {
                Map<Square, Piece> after = new HashMap<>(board);
                after.remove(from);
                after.put(to, piece);
                if (!inCheck(after, piece.colour())) {
                    out.add(to);
                }
            }
        }
        return out;
    }

    /** Coursework: no enemy piece reaches {@code to} on the board as it stands; a captured piece is undefended. */
    private static boolean courseworkKingMayGo(Map<Square, Piece> board, Square from, Square to) {
        Colour own = board.get(from).colour();
        for (Square other : board.keySet()) {
            if (board.get(other).colour() != own && reaches(board, other, to)) {
                return false;
            }
        }
        return !board.containsKey(to) || defenders(board, to).isEmpty();
    }

    /** The legal moves of the side to move as {@code "from+to"} strings, sorted. */
    public static Set<String> legalMoves(Position position, Variant variant) {
        Map<Square, Piece> board = new HashMap<>(position.pieces());
        Set<String> out = new TreeSet<>();
        for (Square from : board.keySet()) {
            if (board.get(from).colour() == position.sideToMove()) {
                for (Square to : legalDestinations(board, from, variant)) {
                    out.add(from.toString() + to);
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- making moves (§6)

    /** The magnet under a square of the standard layout, turned clockwise {@code turns} times. */
    public static int magnet(Square square, int turns) {
        int x = square.x();
        int y = square.y();
        for (int i = 0; i < turns; i++) {
            int nx = 9 - y;
            y = x;
            x = nx;
        }
        return MAGNETS[8 - y].charAt(x - 1) - '0';
    }

    /** The energy the piece has after landing on {@code to}; standard layouts only. */
    public static int landingEnergy(Piece piece, Square to, EnergyModel model) {
        if (model instanceof EnergyModel.Fixed) {
            return piece.energy();
        }
        if (model instanceof EnergyModel.Magnetic m && m.layout().equals(MagnetLayout.standard())) {
            int value = magnet(to, m.rotation().ordinal());
            return piece.kind() == PieceKind.PAWN ? value : value % 2 == 0 ? 2 : 1;
        }
        throw new UnsupportedOperationException("the reference knows fixed and standard magnetic models only");
    }

    /** Makes the move {@code from}-{@code to} (assumed legal) by the rules text. */
    public static Position play(Position position, Square from, Square to, EnergyModel model) {
        Map<Square, Piece> board = new HashMap<>(position.pieces());
        Piece piece = board.remove(from);
        boolean capture = board.remove(to) != null;
        board.put(to, piece.withEnergy(landingEnergy(piece, to, model)));
        Colour mover = position.sideToMove();
        return Position.of(board, mover.opponent(),
                capture ? 0 : position.quietPlies() + 1,
                position.moveNumber() + (mover == Colour.RED ? 1 : 0));
    }

    public static Position play(Position position, String move, EnergyModel model) {
        return play(position, Square.parse(move.substring(0, 2)), Square.parse(move.substring(2, 4)), model);
    }

    /** Leaves of the standard legal-move tree of {@code depth}. */
    public static long perft(Position position, int depth, EnergyModel model) {
        if (depth == 0) {
            return 1;
        }
        Set<String> moves = legalMoves(position, Variant.STANDARD);
        if (depth == 1) {
            return moves.size();
        }
        long leaves = 0;
        for (String move : moves) {
            leaves += perft(play(position, move, model), depth - 1, model);
        }
        return leaves;
    }
}
