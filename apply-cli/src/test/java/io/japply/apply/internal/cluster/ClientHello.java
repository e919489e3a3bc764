package io.japply.apply.internal.cluster;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads the named groups a TLS 1.3 ClientHello record offers (RFC 8446 section 4.1.2 and 4.2). */
final class ClientHello {
    static final int SUPPORTED_GROUPS = 0x000a;
    static final int KEY_SHARE = 0x0033;

    private ClientHello() {
    }

    /** The group ids of the supported_groups and key_share extensions, by extension type. */
    static Map<Integer, List<Integer>> groups(ByteBuffer record) {
        ByteBuffer in = record.duplicate();
        skip(in, 5); // record header
        skip(in, 4); // handshake type and length
        skip(in, 2 + 32); // legacy version, random
        skip(in, u8(in)); // session id
        skip(in, u16(in)); // cipher suites
        skip(in, u8(in)); // compression methods
        int end = u16(in) + in.position();
        Map<Integer, List<Integer>> groups = new HashMap<>();
        while (in.position() < end) {
            int type = u16(in);
            int length = u16(in);
            ByteBuffer data = in.slice(in.position(), length);
            skip(in, data.remaining());
            if (type == SUPPORTED_GROUPS) {
                groups.put(type, supportedGroups(data));
            } else if (type == KEY_SHARE) {
                groups.put(type, keyShares(data));
            }
        }
        return groups;
    }

    private static List<Integer> supportedGroups(ByteBuffer data) {
        List<Integer> ids = new ArrayList<>();
        for (int left = u16(data) / 2; left > 0; left--) {
            ids.add(u16(data));
        }
        return ids;
    }

    private static List<Integer> keyShares(ByteBuffer data) {
        List<Integer> ids = new ArrayList<>();
        int end = u16(data) + data.position();
        while (data.position() < end) {
            ids.add(u16(data));
            skip(data, u16(data));
        }
        return ids;
    }

    private static int u8(ByteBuffer in) {
        return in.get() & 0xff;
    }

    private static int u16(ByteBuffer in) {
        return in.getShort() & 0xffff;
    }

    private static void skip(ByteBuffer in, int bytes) {
        in.position(in.position() + bytes);
    }
}
