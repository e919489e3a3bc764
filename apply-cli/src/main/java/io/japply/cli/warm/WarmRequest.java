package io.japply.cli.warm;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a client asks: {@code kind} ("run", "status" or "stop"), its working directory, whether its
 * stdin, stdout and stderr are terminals, the terminal's width (0: none), the arguments and the whole
 * environment. Encoded as the C client writes it: 4-byte big-endian integers and length-prefixed UTF-8.
 */
public record WarmRequest(String kind, String directory, boolean inputTerminal, boolean outputTerminal,
        boolean errorTerminal, int width, List<String> args, Map<String, String> environment) {

    public static WarmRequest decode(byte[] body) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(body));
        String kind = string(in);
        String directory = string(in);
        int terminals = in.readInt();
        int width = in.readInt();
        List<String> args = new ArrayList<>();
        for (int n = count(in); n > 0; n--) {
            args.add(string(in));
        }
        Map<String, String> environment = new LinkedHashMap<>();
        for (int n = count(in); n > 0; n--) {
            String entry = string(in);
            int equals = entry.indexOf('=');
            if (equals > 0) {
                environment.put(entry.substring(0, equals), entry.substring(equals + 1));
            }
        }
        return new WarmRequest(kind, directory, (terminals & 1) != 0, (terminals & 2) != 0, (terminals & 4) != 0,
                width, List.copyOf(args), environment);
    }

    /** A control request (status, stop) as {@code japply daemon} sends it. */
    public static WarmRequest control(String kind) {
        return new WarmRequest(kind, "/", false, false, false, 0, List.of(), Map.of());
    }

    public byte[] encode() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            string(out, kind);
            string(out, directory);
            out.writeInt((inputTerminal ? 1 : 0) | (outputTerminal ? 2 : 0) | (errorTerminal ? 4 : 0));
            out.writeInt(width);
            out.writeInt(args.size());
            for (String arg : args) {
                string(out, arg);
            }
            out.writeInt(environment.size());
            for (Map.Entry<String, String> e : environment.entrySet()) {
                string(out, e.getKey() + "=" + e.getValue());
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException(e); // a byte array does not fail
        }
    }

    private static int count(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > Frames.MAX_FRAME) {
            throw new IOException("count " + n);
        }
        return n;
    }

    private static String string(DataInputStream in) throws IOException {
        byte[] bytes = new byte[count(in)];
        in.readFully(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static void string(DataOutputStream out, String value) throws IOException {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        out.writeInt(bytes.length);
        out.write(bytes);
    }
}
