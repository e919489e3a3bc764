package io.japply.it.server;

import java.util.ArrayList;
import java.util.List;

/**
 * Warnings the fake server adds to its answers, as a real one does for a deprecated API: every
 * answer to a request of one method whose path contains a text carries the warning.
 */
public final class ServerWarnings {
    private record Rule(String method, String pathContains, String text) {
    }

    private final List<Rule> rules = new ArrayList<>();

    /** Every answer to {@code method} on a path containing {@code pathContains} warns {@code text}. */
    public synchronized void add(String method, String pathContains, String text) {
        rules.add(new Rule(method, pathContains, text));
    }

    synchronized List<String> forRequest(String method, String path) {
        return rules.stream().filter(r -> r.method().equals(method) && path.contains(r.pathContains()))
                .map(Rule::text).toList();
    }

    /** A Warning header's value for a text (RFC 7234, as the API server writes it). */
    static String header(String text) {
        return "299 - \"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
