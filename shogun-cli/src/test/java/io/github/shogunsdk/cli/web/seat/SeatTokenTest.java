package io.github.shogunsdk.cli.web.seat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogunsdk.api.Colour;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Seat tokens, their hashes, the invitation that keeps them and the links that carry them. */
class SeatTokenTest {

    private final SecureRandom random = new SecureRandom();

    @Test
    void aTokenIs128RandomBitsInBase64Url() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            String text = SeatToken.generate(random).reveal();
            assertEquals(22, text.length());
            assertEquals(16, Base64.getUrlDecoder().decode(text).length);
            assertTrue(text.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '-' || c == '_'), text);
            assertTrue(seen.add(text));
        }
    }

    @Test
    void theHashIsTheSha256OfTheTokensText() throws Exception {
        SeatToken token = SeatToken.generate(random);
        byte[] expected = MessageDigest.getInstance("SHA-256").digest(token.reveal().getBytes(StandardCharsets.US_ASCII));
        assertEquals(Base64.getUrlEncoder().withoutPadding().encodeToString(expected), token.hash().text());
        assertEquals(token.hash(), TokenHash.parse(token.hash().text()));
        assertTrue(token.hash().matches(token));
        assertFalse(token.hash().matches(SeatToken.generate(random)));
    }

    @Test
    void aTokenNeverShowsItself() {
        Invitation.Issued issued = Invitation.create(random);
        String white = issued.white().reveal();
        String red = issued.red().reveal();
        for (Object shown : new Object[] {issued, issued.white(), issued.invitation(), issued.invitation().white()}) {
            assertFalse(shown.toString().contains(white), shown.toString());
            assertFalse(shown.toString().contains(red), shown.toString());
            assertFalse(shown.toString().contains(issued.invitation().watchId()), shown.toString());
        }
        String stored = issued.invitation().toData().toString();
        assertFalse(stored.contains(white) || stored.contains(red), stored);
    }

    @Test
    void aMalformedTokenIsRefusedWithoutBeingEchoed() {
        String secretish = "abcdefghijklmnopqrstuv!";
        FlowRefusal refusal = assertThrows(FlowRefusal.class, () -> SeatToken.parse(secretish));
        assertEquals(FlowRefusal.Kind.NOT_ALLOWED, refusal.kind());
        assertFalse(refusal.getMessage().contains("abcdef"), refusal.getMessage());
        assertFalse(SeatToken.isWellFormed("AAAAAAAAAAAAAAAAAAAAAB"));   // 4 bits past the 128th set
        assertTrue(SeatToken.isWellFormed("AAAAAAAAAAAAAAAAAAAAAw"));
        assertFalse(SeatToken.isWellFormed(null));
    }

    @Test
    void eachSeatIsOpenedByItsOwnTokenAloneAndAWatcherByNone() {
        Invitation.Issued issued = Invitation.create(random);
        Invitation seats = issued.invitation();
        assertEquals(Optional.of(Colour.WHITE), seats.seatOf(issued.white().reveal()));
        assertEquals(Optional.of(Colour.RED), seats.seatOf(issued.red().reveal()));
        assertEquals(Optional.empty(), seats.seatOf(seats.watchId()));
        assertEquals(Optional.empty(), seats.seatOf(SeatToken.generate(random).reveal()));
        assertEquals(Optional.empty(), seats.seatOf("x"));
        assertEquals(Optional.empty(), seats.seatOf(null));
        FlowRefusal watcher = assertThrows(FlowRefusal.class, () -> seats.requireSeat(seats.watchId()));
        assertEquals(FlowRefusal.Kind.NOT_ALLOWED, watcher.kind());
        assertEquals("only a player's seat link may do this: a watch link shows the game and changes nothing, "
                + "and this token is no seat of this game", watcher.getMessage());
        assertTrue(seats.isWatchId(seats.watchId()));
        assertFalse(seats.isWatchId(issued.white().reveal()));
    }

    @Test
    void aRematchSwapsTheColoursOfTheSameTokens() {
        Invitation.Issued issued = Invitation.create(random);
        Invitation rematch = issued.invitation().swapped(random);
        assertEquals(Optional.of(Colour.RED), rematch.seatOf(issued.white().reveal()));
        assertEquals(Optional.of(Colour.WHITE), rematch.seatOf(issued.red().reveal()));
        assertNotEquals(issued.invitation().watchId(), rematch.watchId());
    }

    @Test
    void anInvitationReadsBackEqualFromItsData() {
        Invitation seats = Invitation.create(random).invitation();
        assertEquals(seats, Invitation.fromData(seats.toData()));
        assertEquals("a seat's hash is 43 characters of base64url (a SHA-256), not \"abc\"",
                assertThrows(IllegalArgumentException.class, () -> TokenHash.parse("abc")).getMessage());
    }

    @Test
    void theLinksCarryTheTokenInTheFragmentOnly() {
        Invitation.Issued issued = Invitation.create(random);
        String link = SeatLinks.seat("https://games.test/", "k3m7q2", issued.white());
        assertEquals("https://games.test/play/k3m7q2#seat=" + issued.white().reveal(), link);
        assertTrue(link.indexOf(issued.white().reveal()) > link.indexOf('#'));
        assertEquals("https://games.test/watch/" + issued.invitation().watchId(), SeatLinks.watch("https://games.test", issued.invitation()));
        assertEquals(issued.white().reveal(), SeatLinks.authorization("seat " + issued.white().reveal()));
        assertEquals("abc", SeatLinks.authorization(" Seat abc "));
        assertNull(SeatLinks.authorization("Bearer abc"));
        assertNull(SeatLinks.authorization(null));
        assertThrows(IllegalArgumentException.class, () -> SeatLinks.seat("https://games.test", "../x", issued.red()));
    }
}
