package io.github.shogunsdk.cli.web.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Shares are counted per network: an IPv4 address, or an IPv6 {@code /64}, whose 2^64 addresses a
 * single host may send from. The addresses are of the ranges reserved for documentation.
 */
class ClientKeyTest {

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void anIpv6ClientIsItsSlash64AndAnIpv4ClientItsAddress() throws Exception {
        ClientKey first = ClientKey.of(address("2001:db8:0:1::1"));
        assertEquals("2001:db8:0:1::/64", first.network());
        assertEquals(first, ClientKey.of(address("2001:db8:0:1:ffff:ffff:ffff:ffff")), "the same /64");
        assertNotEquals(first, ClientKey.of(address("2001:db8:0:2::1")), "the next /64");
        assertNotEquals(first, ClientKey.of(address("2001:db9:0:1::1")));
        assertEquals("192.0.2.7", ClientKey.of(address("192.0.2.7")).network());
        assertNotEquals(ClientKey.of(address("192.0.2.7")), ClientKey.of(address("192.0.2.8")));
        byte[] mapped = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff, (byte) 192, 0, 2, 7};
        assertEquals(ClientKey.of(address("192.0.2.7")), ClientKey.of(Inet6Address.getByAddress(null, mapped, -1)),
                "an IPv4 address carried in IPv6 is that IPv4 address");
        assertEquals("0:0:0:0::/64", ClientKey.of(address("::1")).network());
    }

    @Test
    void theAddressesOfOneSlash64ShareOneClientsSlots() {
        ClientQuota quota = new ClientQuota(10, 1);
        assertEquals(ClientQuota.Result.ACQUIRED, quota.tryAcquire(address("2001:db8:0:1::1")));
        assertEquals(ClientQuota.Result.CLIENT_TAKEN, quota.tryAcquire(address("2001:db8:0:1::2")),
                "another address of the same /64 is the same client");
        assertEquals(ClientQuota.Result.ACQUIRED, quota.tryAcquire(address("2001:db8:0:2::1")));
        assertEquals(ClientQuota.Result.ACQUIRED, quota.tryAcquire(address("192.0.2.7")));
        assertEquals(ClientQuota.Result.ACQUIRED, quota.tryAcquire(address("192.0.2.8")));
        quota.release(address("2001:db8:0:1::3"));
        assertEquals(ClientQuota.Result.ACQUIRED, quota.tryAcquire(address("2001:db8:0:1::2")),
                "a slot given back from any address of the /64 is the client's again");
    }

    @Test
    void aNewcomerMayTakeASlotOnlyFromAClientHoldingTwoMore() {
        ClientQuota quota = new ClientQuota(4, 4);
        ClientKey big = ClientKey.of(address("192.0.2.1"));
        ClientKey small = ClientKey.of(address("192.0.2.2"));
        ClientKey newcomer = ClientKey.of(address("192.0.2.3"));
        for (int i = 0; i < 3; i++) {
            quota.tryAcquire(big);
        }
        quota.tryAcquire(small);
        assertEquals(ClientQuota.Result.ALL_TAKEN, quota.tryAcquire(newcomer));
        assertEquals(Optional.of(big), quota.largestHolderAbove(newcomer));
        assertEquals(Optional.of(big), quota.largestHolderAbove(small), "3 is at least 1 + 2");
        assertEquals(Optional.empty(), quota.largestHolderAbove(big), "no one holds more than the largest");
        quota.release(big);
        quota.tryAcquire(newcomer);
        // 2, 1 and 1: no one holds two more than a client holding one.
        assertEquals(Optional.empty(), quota.largestHolderAbove(small));
        assertEquals(Optional.of(big), quota.largestHolderAbove(ClientKey.of(address("192.0.2.4"))));
    }
}
