package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.Colour;
import io.github.shogunsdk.cli.web.clock.PlainData;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The seats of a game for two people, as the server keeps them: the hash of each colour's seat
 * token and the watch id. {@link #create(SecureRandom)} draws the tokens and hands them out once,
 * in an {@link Issued}, to make the links; after that only the hashes remain.
 *
 * <pre>{@code
 * Invitation.Issued issued = Invitation.create(new SecureRandom());
 * String whiteLink = SeatLinks.seat(origin, gameId, issued.white());   // …/play/<id>#seat=<token>
 * Invitation seats = issued.invitation();                              // what the store keeps
 * seats.seatOf(presentedToken);                                        // Optional[WHITE], or empty
 * }</pre>
 *
 * @param white the hash of White's seat token
 * @param red the hash of Red's seat token
 * @param watchId the watch link's id: 128 random bits, like a token, but it lets its holder only look
 */
public record Invitation(TokenHash white, TokenHash red, String watchId) {

    /** The version of the plain-data form {@link #toData()} writes. */
    public static final int DATA_VERSION = 1;

    /**
     * Checks the parts.
     *
     * @param white the hash of White's seat token
     * @param red the hash of Red's seat token
     * @param watchId the watch id, a token's shape
     * @throws IllegalArgumentException if a part is missing, the watch id malformed, or the two hashes equal
     */
    public Invitation {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(red, "red");
        if (!SeatToken.isWellFormed(watchId)) {
            throw new IllegalArgumentException("a watch id is " + SeatToken.LENGTH + " characters of base64url");
        }
        if (white.equals(red)) {
            throw new IllegalArgumentException("the two seats have the same token");
        }
    }

    /**
     * The tokens of a new invitation, handed out once to make the seats' links, and the invitation
     * that keeps their hashes. Its {@link #toString()} hides the tokens.
     *
     * @param invitation what the server keeps
     * @param white White's seat token
     * @param red Red's seat token
     */
    public record Issued(Invitation invitation, SeatToken white, SeatToken red) {

        /**
         * Returns a colour's token.
         *
         * @param colour the seat's colour
         * @return its token
         */
        public SeatToken token(Colour colour) {
            return colour == Colour.WHITE ? white : red;
        }

        @Override
        public String toString() {
            return "Invitation.Issued[tokens hidden]";
        }
    }

    /**
     * Draws two seat tokens and a watch id.
     *
     * @param random the source of their bits
     * @return the tokens, once, and the invitation
     */
    public static Issued create(SecureRandom random) {
        SeatToken white = SeatToken.generate(random);
        SeatToken red = SeatToken.generate(random);
        while (red.equals(white)) {
            red = SeatToken.generate(random);   // one chance in 2^128; a broken random source loops here, visibly
        }
        return new Issued(new Invitation(white.hash(), red.hash(), SeatToken.generate(random).reveal()), white, red);
    }

    /**
     * Returns the seat a presented token opens: its hash is compared with both seats', always both
     * and each in constant time.
     *
     * @param presented the text a client sent (from its link's fragment), or null
     * @return the colour, or empty for anything else (a watcher, a stranger, a malformed text)
     */
    public Optional<Colour> seatOf(String presented) {
        if (!SeatToken.isWellFormed(presented)) {
            return Optional.empty();
        }
        SeatToken token = SeatToken.parse(presented);
        boolean isWhite = white.matches(token);
        boolean isRed = red.matches(token);
        return isWhite ? Optional.of(Colour.WHITE) : isRed ? Optional.of(Colour.RED) : Optional.empty();
    }

    /**
     * Returns the seat a presented token opens, or refuses.
     *
     * @param presented the text a client sent, or null
     * @return the colour
     * @throws FlowRefusal of kind {@link FlowRefusal.Kind#NOT_ALLOWED} for anything but a seat's token
     */
    public Colour requireSeat(String presented) {
        return seatOf(presented).orElseThrow(() -> new FlowRefusal(FlowRefusal.Kind.NOT_ALLOWED,
                "only a player's seat link may do this: a watch link shows the game and changes nothing, and this token is no seat of this game"));
    }

    /**
     * Tells whether a presented id is this game's watch id, in constant time.
     *
     * @param presented the id from a watch link, or null
     * @return true if it is
     */
    public boolean isWatchId(String presented) {
        return presented != null && MessageDigest.isEqual(
                watchId.getBytes(StandardCharsets.US_ASCII),
                presented.getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Returns the seats of a rematch: the same two tokens with their colours swapped (each player
     * keeps the link it has), and a new watch id.
     *
     * @param random the source of the new watch id
     * @return the rematch's seats
     */
    public Invitation swapped(SecureRandom random) {
        return new Invitation(red, white, SeatToken.generate(random).reveal());
    }

    /**
     * Returns the plain-data form, for the store (hashes only, never a token).
     *
     * @return {@code {"v":1,"white":"<hash>","red":"<hash>","watch":"<id>"}}
     */
    public Map<String, Object> toData() {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("v", DATA_VERSION);
        data.put("white", white.text());
        data.put("red", red.text());
        data.put("watch", watchId);
        return data;
    }

    /**
     * Reads the plain-data form.
     *
     * @param data a map {@link #toData()} wrote
     * @return the invitation
     * @throws IllegalArgumentException with a one-line message if the map is not such a form
     */
    public static Invitation fromData(Map<String, ?> data) {
        PlainData.requireVersion(data, "an invitation", DATA_VERSION);
        return new Invitation(TokenHash.parse(PlainData.text(data, "white")), TokenHash.parse(PlainData.text(data, "red")),
                PlainData.text(data, "watch"));
    }

    /** Hides the watch id, which lets its holder look at the game, and the hashes. */
    @Override
    public String toString() {
        return "Invitation[seats and watch id hidden]";
    }
}
