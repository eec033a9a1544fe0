package io.github.shogunsdk.api.internal;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.api.MovePath;
import io.github.shogunsdk.api.Position;
import io.github.shogunsdk.api.RecordNode;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Not API: how the SDK's own implementation reads and makes positions in their compact form, and
 * keeps its own form of a position with it. The module exports this package to the core module
 * only; on the class path it is public because Java needs it to be, and it may change in any
 * release.
 *
 * <p>A position is kept as bitboards, one bit per square rank by rank (a1 = bit 0, b1 = bit 1, …,
 * h8 = bit 63): the squares of each colour, of the kings, and each piece's energy minus one in two
 * bit planes. The implementation converts positions to its boards from these few numbers, and
 * makes positions from its boards the same way, with no per-square loop.
 *
 * <p>The derived slot holds whatever the implementation makes of a position (its board), so that
 * every later question about the same position object skips the conversion. The slot is written
 * without synchronisation: the implementation stores only objects that are safe to publish that way
 * (their fields final, never changed afterwards), and two threads that fill it at once each store
 * an equal value. It is not part of the position's value: {@code equals}, {@code hashCode} and
 * {@code toString} ignore it.
 */
public abstract class ApiAccess {

    private static @Nullable ApiAccess instance;

    /** For the one implementation, in {@code Position}. */
    protected ApiAccess() {
    }

    /**
     * Installs the accessor; {@code Position} calls this once as it loads, before any position exists.
     * Later calls are ignored.
     *
     * @param access the accessor
     */
    public static void install(ApiAccess access) {
        if (instance == null) {
            instance = access;
        }
    }

    /**
     * Returns the accessor.
     *
     * @return the accessor {@code Position} installed
     */
    public static ApiAccess get() {
        ApiAccess found = instance;
        if (found == null) {
            Position.initial(); // loads Position, which installs the accessor
            found = instance;
        }
        return found;
    }

    /**
     * Returns the squares of one colour's pieces.
     *
     * @param position the position
     * @param colour the colour
     * @return a bitboard, rank by rank
     */
    public abstract long pieces(Position position, Colour colour);

    /**
     * Returns the squares of both kings.
     *
     * @param position the position
     * @return a bitboard, rank by rank
     */
    public abstract long kings(Position position);

    /**
     * Returns the low bit of each piece's energy minus one.
     *
     * @param position the position
     * @return a bitboard, rank by rank: set for energies 2 and 4
     */
    public abstract long energyLow(Position position);

    /**
     * Returns the high bit of each piece's energy minus one.
     *
     * @param position the position
     * @return a bitboard, rank by rank: set for energies 3 and 4
     */
    public abstract long energyHigh(Position position);

    /**
     * Makes a position from its bitboards.
     *
     * @param white the white pieces' squares
     * @param red the red pieces' squares, none of them white
     * @param kings the kings' squares, at most one per colour, each with energy 1 or 2
     * @param energyLow the low bit of each piece's energy minus one, only on occupied squares
     * @param energyHigh the high bit of each piece's energy minus one, only on occupied squares
     * @param sideToMove who moves next
     * @param quietPlies plies since the last capture, zero or more
     * @param moveNumber the move number, one or more
     * @return the position
     * @throws IllegalArgumentException if the bitboards do not describe a position or a counter
     *     is out of range
     */
    public abstract Position position(long white, long red, long kings, long energyLow, long energyHigh,
            Colour sideToMove, int quietPlies, int moveNumber);

    /**
     * Returns what the implementation keeps with a position.
     *
     * @param position the position
     * @return the value stored, or null
     */
    public abstract @Nullable Object derived(Position position);

    /**
     * Keeps a value with a position; see the type's description for what may be stored.
     *
     * @param position the position
     * @param value an object safe to publish without synchronisation
     */
    public abstract void setDerived(Position position, Object value);

    /**
     * Returns a record node made of parts that the implementation's record reader has already
     * checked, without the copies and checks of {@code RecordNode.of}: a landing energy of 1 to 4,
     * a comment normalised as a record's are (and without {@code '}'}), the variations unmodifiable
     * lists of unmodifiable non-empty lines that nothing changes afterwards. The node still checks
     * its glyphs and how its variations fit together.
     *
     * @param path the path the piece took
     * @param landingEnergy the mover's energy after landing
     * @param comment the comment, empty for none
     * @param glyphs numbers from 1 to 255
     * @param variations the alternatives to the ply
     * @return the node
     */
    public abstract RecordNode recordNode(MovePath path, int landingEnergy, String comment, Set<Integer> glyphs,
            List<List<RecordNode>> variations);
}
