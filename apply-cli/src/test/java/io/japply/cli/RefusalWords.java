package io.japply.cli;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whether what a run printed tells a failure: the failure's own words (its mark, which the server's
 * or the gateway's message carries) and words that name what failed: the object (its name quoted,
 * "kind/name", "plural.group/name", the document of the input it comes from, or its request's path),
 * or for a request about no one object (discovery, a listing, the OpenAPI document) the path asked
 * for, the kind, or an object the run was at. The one exception is kubectl's: where kubectl prints
 * the server's error as it is ("Error from server (TooManyRequests): ..."), the server's words are
 * the whole message, and for a 401, 429 or 500 they name nothing.
 */
final class RefusalWords {
    private static final Pattern QUOTED_NAME = Pattern.compile("\"([a-z0-9.-]+)\"$");
    /** Every object of the runs: the input's a and b, the member old, the parent app. */
    private static final List<String> OBJECTS = List.of("configmap/a", "configmap/b", "configmap/old",
            "secrets./app", "\"a\"", "\"b\"", "\"old\"", "\"app\"");
    /**
     * The server's words that name nothing (a 401, 429, 500; a 404 of a path), alone on their line or
     * after kubectl's own words that wrap them as they are (kubectl's applyset.go, the Server-Side Apply
     * migration's warning).
     */
    private static final Pattern NAMELESS = Pattern.compile("(?m)^(error: )?(failed to update ApplySet: "
            + "|apply and prune succeeded, but ApplySet update failed: |Warning: failed to migrate .* Error: )?"
            + "(Error from server \\((Unauthorized|TooManyRequests|InternalError|NotFound)\\): )?"
            + "(injected-[a-z-]+|the server could not find the requested resource \\(injected-not-found\\))$");

    private RefusalWords() {
    }

    /** Why {@code err} does not tell the failure (null: it does); {@code documents}: the input's names in order. */
    static String problem(String err, FailingGateway.Kind kind, FailingGateway.Call failed, List<String> documents) {
        if (!err.contains(kind.mark())) {
            return "not told: " + kind.mark() + " not printed";
        }
        List<String> words = names(failed, documents);
        if (words.stream().anyMatch(err::contains) || NAMELESS.matcher(err).find()) {
            return null;
        }
        return "the failure is told but not what failed: none of " + words + " printed";
    }

    /** The words any of which names what the failed request was about. */
    static List<String> names(FailingGateway.Call failed, List<String> documents) {
        String named = failed.named();
        Matcher object = QUOTED_NAME.matcher(named == null ? "" : named);
        if (object.find()) {
            String name = object.group(1);
            String plural = named.substring(0, named.indexOf(' '));
            int document = documents.indexOf(name);
            List<String> words = List.of("\"" + name + "\"", plural.replaceAll("s$", "") + "/" + name,
                    plural + "./" + name, failed.path());
            return document < 0 ? words : Stream.concat(words.stream(), Stream.of("document " + (document + 1)
                    + " for: ")).toList();
        }
        // about no one object: what it asked for, or the object (its document) the run was at
        return Stream.concat(Stream.of(failed.path(), "ConfigMap", "configmaps", "document 1 for: ",
                "document 2 for: "), OBJECTS.stream()).toList();
    }
}
