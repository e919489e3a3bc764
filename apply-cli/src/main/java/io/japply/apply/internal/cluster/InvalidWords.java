package io.japply.apply.internal.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * kubectl's words for an Invalid (422) answer when it is the only error of a run (cmdutil's checkErr,
 * read in k8s.io/kubectl v0.37.2): the frame of the message is dropped and the answer's details speak:
 * "The Kind \"name\" is invalid" (or "The request is invalid" when they name no object), then each
 * cause as "field: message", one on the line, several on lines of their own after "* ", duplicates once.
 * Printed without "error: ", as kubectl's checkErr prints it.
 */
final class InvalidWords {
    private InvalidWords() {
    }

    /** The words, for an Invalid status; empty for any other (kubectl prints its framed message then). */
    static Optional<String> alone(JsonNode status) {
        if (!"Invalid".equals(status.path("reason").asText())) {
            return Optional.empty();
        }
        String message = status.path("message").asText("");
        JsonNode details = status.path("details");
        if (!details.isObject()) {
            return Optional.of("The request is invalid" + (message.isEmpty() ? "" : ": " + message));
        }
        String kind = details.path("kind").asText("");
        String name = details.path("name").asText("");
        List<String> causes = causes(details.path("causes"));
        String subject;
        if (!kind.isEmpty() || !name.isEmpty()) {
            subject = "The " + kind + " \"" + name + "\" is invalid";
        } else {
            // the message only when nothing else says it: the server's invalid messages repeat their causes
            subject = "The request is invalid" + (!message.isEmpty() && causes.isEmpty() ? ": " + message : "");
        }
        if (causes.isEmpty()) {
            return Optional.of(subject);
        }
        if (causes.size() == 1) {
            return Optional.of(subject + ": " + causes.get(0));
        }
        StringBuilder text = new StringBuilder(subject).append(": \n");
        causes.forEach(cause -> text.append("* ").append(cause).append('\n'));
        return Optional.of(text.substring(0, text.length() - 1));
    }

    private static List<String> causes(JsonNode causes) {
        Set<String> seen = new LinkedHashSet<>();
        causes.forEach(c -> seen.add(c.path("field").asText("") + ": " + c.path("message").asText("")));
        return new ArrayList<>(seen);
    }
}
