package io.github.shogunsdk.cli.web.seat;

import io.github.shogunsdk.api.spi.Messages;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;

/**
 * What the server keeps of a seat token: its SHA-256, from which the token cannot be found again
 * (its 128 random bits are far too many to try). A stored state, a backup or a log that holds a
 * hash gives nobody a seat. A presented token is checked by hashing it and comparing the hashes
 * in constant time ({@link MessageDigest#isEqual}), so the time an answer takes tells nothing of
 * how much of a guess was right.
 */
public final class TokenHash {

    private static final int BYTES = 32;

    private final byte[] digest;

    private TokenHash(byte[] digest) {
        this.digest = digest;
    }

    /**
     * Hashes a token.
     *
     * @param token the token
     * @return its SHA-256
     */
    public static TokenHash of(SeatToken token) {
        try {
            return new TokenHash(MessageDigest.getInstance("SHA-256").digest(token.bytes()));
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform has SHA-256 (java.security.MessageDigest's required algorithms).
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    /**
     * Tells whether a token is the one hashed, in time that does not depend on where they differ.
     *
     * @param token a presented token
     * @return true if its hash is this one
     */
    public boolean matches(SeatToken token) {
        return MessageDigest.isEqual(digest, of(token).digest);
    }

    /**
     * Returns the hash as text, for the store: 43 characters of base64url without padding.
     *
     * @return the text {@link #parse(String)} reads back
     */
    public String text() {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
    }

    /**
     * Reads a hash's text.
     *
     * @param text what {@link #text()} wrote
     * @return the hash
     * @throws IllegalArgumentException if the text is not a SHA-256 in base64url
     */
    public static TokenHash parse(String text) {
        byte[] bytes;
        if (text == null) {
            throw new IllegalArgumentException("a seat's hash is missing");
        }
        try {
            bytes = Base64.getUrlDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            bytes = new byte[0];
        }
        if (bytes.length != BYTES || !new TokenHash(bytes).text().equals(text)) {
            throw new IllegalArgumentException("a seat's hash is 43 characters of base64url (a SHA-256), not "
                    + Messages.quote(text));
        }
        return new TokenHash(bytes);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TokenHash h && MessageDigest.isEqual(digest, h.digest);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digest);
    }

    /** Shows the hash's first characters only: enough to tell two apart in a test, no more. */
    @Override
    public String toString() {
        return "TokenHash[" + text().substring(0, 6) + "…]";
    }
}
