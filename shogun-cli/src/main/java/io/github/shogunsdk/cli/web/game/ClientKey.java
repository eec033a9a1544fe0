package io.github.shogunsdk.cli.web.game;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * The client a share of the server is counted for: the network a connection comes from, not its
 * exact address. An IPv4 address is its own client; an IPv6 address counts as its {@code /64},
 * since one host or home is routinely given a whole {@code /64} and may send from any of its
 * addresses (an IPv4 address carried in IPv6, {@code ::ffff:a.b.c.d}, counts as that IPv4
 * address). Immutable.
 *
 * @param network the network in text, such as {@code 192.0.2.7} or {@code 2001:db8:0:1::/64}
 */
public record ClientKey(String network) {

    /**
     * The client an address belongs to.
     *
     * @param address the address a connection comes from
     * @return its client
     */
    public static ClientKey of(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (address instanceof Inet4Address) {
            return new ClientKey(address.getHostAddress());
        }
        if (address instanceof Inet6Address && isMappedIpv4(bytes)) {
            return new ClientKey((bytes[12] & 0xff) + "." + (bytes[13] & 0xff) + "." + (bytes[14] & 0xff) + "."
                    + (bytes[15] & 0xff));
        }
        StringBuilder prefix = new StringBuilder(24);
        for (int group = 0; group < 4; group++) {
            prefix.append(Integer.toHexString((bytes[2 * group] & 0xff) << 8 | bytes[2 * group + 1] & 0xff)).append(':');
        }
        return new ClientKey(prefix.append(":/64").toString());
    }

    /** Tells whether sixteen bytes are an IPv4 address mapped into IPv6, {@code ::ffff:0:0/96}. */
    private static boolean isMappedIpv4(byte[] bytes) {
        for (int i = 0; i < 10; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return bytes[10] == (byte) 0xff && bytes[11] == (byte) 0xff;
    }

    @Override
    public String toString() {
        return network;
    }
}
