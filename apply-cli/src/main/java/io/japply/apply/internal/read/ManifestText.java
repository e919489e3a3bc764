package io.japply.apply.internal.read;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;

/**
 * The bytes of a manifest as text, decoded as kubectl decodes them: a UTF-8 or UTF-16 byte order mark
 * decides the encoding (kubectl's BOMOverride), else UTF-8. Where kubectl silently puts U+FFFD for
 * bytes that are not UTF-8 (changing the data it sends), japply names the lines, so the documents on
 * them fail and the others go on. A NUL, as any control character, is left to the YAML reader, so it
 * fails its own document; only a file that starts like UTF-16 without a byte order mark fails whole.
 *
 * @param text       the decoded text, U+FFFD where a byte was not UTF-8
 * @param badLines   the lines (from 1) holding bytes that are not UTF-8
 * @param wholeError a reason the whole file is not text (UTF-16 without a byte order mark), or null
 */
record ManifestText(String text, BitSet badLines, String wholeError) {

    static ManifestText of(String text) {
        return new ManifestText(text, new BitSet(), null);
    }

    static ManifestText decode(byte[] bytes) {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return utf8(ByteBuffer.wrap(bytes, 3, bytes.length - 3));
        }
        if (startsWith(bytes, 0xFE, 0xFF)) {
            return of(new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE));
        }
        if (startsWith(bytes, 0xFF, 0xFE)) {
            return of(new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE));
        }
        ManifestText text = utf8(ByteBuffer.wrap(bytes));
        if (utf16WithoutMark(bytes)) { // kubectl: "yaml: control characters are not allowed"
            return new ManifestText(text.text(), text.badLines(), "holds NUL bytes: UTF-16 text without a byte "
                    + "order mark? (kubectl reads UTF-16 only after one; save the file as UTF-8)");
        }
        return text; // a NUL elsewhere fails its document alone, as any control character (the YAML reader refuses it)
    }

    /**
     * Whether the bytes look like UTF-16 without a byte order mark: text in UTF-16 starts with a NUL in
     * its first two bytes (half of an ASCII character), which UTF-8 text never does.
     */
    private static boolean utf16WithoutMark(byte[] bytes) {
        return bytes.length >= 2 && (bytes[0] == 0 || bytes[1] == 0);
    }

    /** The first line with a byte that is not UTF-8 among lines first..last, or -1. */
    int badLineIn(int first, int last) {
        int bad = badLines.nextSetBit(first);
        return bad >= 0 && bad <= last ? bad : -1;
    }

    /** What a document on a bad line is told. */
    static String notUtf8(int line) {
        return "not UTF-8 text: a byte at line " + line + " is no UTF-8 character (save the file as UTF-8, "
                + "or as UTF-16 with a byte order mark)";
    }

    private static ManifestText utf8(ByteBuffer in) {
        // the JDK's own decoding first (one pass, compiled early in any process); it puts U+FFFD for a bad
        // byte silently, so text that holds one, bad or written so, is decoded again to find the lines
        String whole = new String(in.array(), in.position(), in.remaining(), StandardCharsets.UTF_8);
        if (whole.indexOf('\ufffd') < 0) {
            return of(whole);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(in.remaining() + 1);
        BitSet bad = new BitSet();
        int line = 1;
        int counted = 0;
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (!result.isError()) {
                decoder.flush(out);
                break;
            }
            for (; counted < out.position(); counted++) { // lines so far, counted once each
                if (out.get(counted) == '\n') {
                    line++;
                }
            }
            bad.set(line);
            out.put('\ufffd');
            counted++;
            in.position(in.position() + result.length());
        }
        out.flip();
        return new ManifestText(out.toString(), bad, null);
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
