package io.github.shogunsdk.cli.web.seat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * A seat's secret: 128 random bits from a {@link SecureRandom}, written as 22 characters of
 * base64url without padding. Whoever presents it plays that seat's colour. It exists in plain
 * only while the invitation's links are made and while a request that carries it is checked; the
 * server keeps its {@link TokenHash} alone. It never shows itself: {@link #toString()} hides it, and
 * a malformed token is refused without being echoed.
 */
public final class SeatToken {

    /** The number of characters of a token's text. */
    public static final int LENGTH = 22;

    private static final int BYTES = 16;

    private final String text;

    private SeatToken(String text) {
        this.text = text;
    }

    /**
     * Draws a new token.
     *
     * @param random the source of its 128 bits
     * @return the token
     */
    public static SeatToken generate(SecureRandom random) {
        byte[] bits = new byte[BYTES];
        random.nextBytes(bits);
        return new SeatToken(Base64.getUrlEncoder().withoutPadding().encodeToString(bits));
    }

    /**
     * Reads a token presented by a client.
     *
     * @param presented the text from the link's fragment, a header or a first message
     * @return the token
     * @throws FlowRefusal of kind {@link FlowRefusal.Kind#NOT_ALLOWED} if the text is not a token's
     *     shape; the message never repeats the text
     */
    public static SeatToken parse(String presented) {
        if (!isWellFormed(presented)) {
            throw new FlowRefusal(FlowRefusal.Kind.NOT_ALLOWED,
                    "this is not a seat token: a seat's token is the " + LENGTH + " letters, digits, '-' and '_' after #seat= in its link");
        }
        return new SeatToken(presented);
    }

    /**
     * Tells whether a text has a token's shape: {@value #LENGTH} base64url characters encoding
     * exactly 128 bits.
     *
     * @param text any text, or null
     * @return true if {@link #parse(String)} takes it
     */
    public static boolean isWellFormed(String text) {
        if (text == null || text.length() != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = text.charAt(i);
            boolean ok = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_';
            if (!ok) {
                return false;
            }
        }
        // 22 characters carry 132 bits; the last 4 must be zero, so each token has one text only.
        return "AQgw".indexOf(text.charAt(LENGTH - 1)) >= 0;
    }

    /**
     * Returns the token's text, for the one place it belongs: the fragment of its seat's link.
     *
     * @return the {@value #LENGTH} characters
     */
    public String reveal() {
        return text;
    }

    /**
     * Returns the hash the server keeps in the token's place.
     *
     * @return SHA-256 of the token's text
     */
    public TokenHash hash() {
        return TokenHash.of(this);
    }

    byte[] bytes() {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    /** Compares in constant time, as every comparison of secrets should. */
    @Override
    public boolean equals(Object other) {
        return other instanceof SeatToken t && MessageDigest.isEqual(bytes(), t.bytes());
    }

    @Override
    public int hashCode() {
        return hash().hashCode();
    }

    /** Hides the token, so that no log or message ever holds one. */
    @Override
    public String toString() {
        return "SeatToken[hidden]";
    }
}
