package io.japply.apply.internal.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * The texts of an answer's Warning headers (RFC 7234: {@code 299 - "text"}, several per header
 * separated by commas, an optional quoted date after the text). Like client-go, only code 299
 * (a miscellaneous persistent warning, what the API server sends) is kept, and a header that does
 * not parse gives the warnings read before the fault.
 */
final class WarningHeaders {
    private static final String KUBERNETES_CODE = "299";

    private final String header;
    private int at;

    private WarningHeaders(String header) {
        this.header = header;
    }

    static List<String> texts(List<String> headers) {
        List<String> texts = new ArrayList<>();
        for (String header : headers) {
            new WarningHeaders(header).readInto(texts);
        }
        return texts;
    }

    private void readInto(List<String> texts) {
        while (true) {
            skip(" ,");
            if (at >= header.length()) {
                return;
            }
            String code = token();
            String agent = token();
            String text = quoted();
            if (code.isEmpty() || agent.isEmpty() || text == null) {
                return;
            }
            skip(" ");
            if (at < header.length() && header.charAt(at) == '"' && quoted() == null) {
                return; // a date that does not end
            }
            if (code.equals(KUBERNETES_CODE) && !text.isEmpty()) {
                texts.add(text);
            }
        }
    }

    private void skip(String characters) {
        while (at < header.length() && characters.indexOf(header.charAt(at)) >= 0) {
            at++;
        }
    }

    private String token() {
        skip(" ");
        int start = at;
        while (at < header.length() && header.charAt(at) != ' ' && header.charAt(at) != ',') {
            at++;
        }
        return header.substring(start, at);
    }

    /** A quoted string with its backslash escapes undone; null when it is missing or does not end. */
    private String quoted() {
        skip(" ");
        if (at >= header.length() || header.charAt(at) != '"') {
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (at++; at < header.length(); at++) {
            char c = header.charAt(at);
            if (c == '"') {
                at++;
                return text.toString();
            }
            if (c == '\\' && at + 1 < header.length()) {
                c = header.charAt(++at);
            }
            text.append(c);
        }
        return null;
    }
}
