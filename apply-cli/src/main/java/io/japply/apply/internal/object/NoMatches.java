package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Manifest;

/**
 * A kind the server does not serve, in kubectl's words, which scripts match on ("no matches for
 * kind", "ensure CRDs are installed first"): the object's name and namespace as its file gives them,
 * the file as named on the command line ("STDIN" for -), the hint on a line of its own
 * ({@link io.japply.apply.internal.support.Messages#isKubectlWords} keeps it there).
 */
public final class NoMatches {
    private static final String HINT = "\nensure CRDs are installed first";

    private NoMatches() {
    }

    static String message(Manifest manifest, String kind, String apiVersion) {
        ObjectNode metadata = manifest.object().path("metadata") instanceof ObjectNode m ? m : null;
        String name = metadata == null ? "" : metadata.path("name").asText("");
        String namespace = metadata == null ? "" : metadata.path("namespace").asText("");
        String source = manifest.source().equals("-") ? "STDIN" : manifest.source();
        return "resource mapping not found for name: " + quoted(name) + " namespace: " + quoted(namespace)
                + " from " + quoted(source) + ": no matches for kind " + quoted(kind) + " in version "
                + quoted(apiVersion) + HINT;
    }

    /** Go's %q for the plain text these hold. */
    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
