package io.japply.apply;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.redact.MessageMasking;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.support.Messages;
import java.io.IOException;
import java.util.Optional;
import io.japply.apply.model.Failure;

/**
 * The library's words for failures, for a client that prints them as japply's command line does: one
 * line per failure, kubectl's own multi-line words kept whole, Secret values masked.
 */
public final class ErrorWords {
    /** What a StackOverflowError means here: a document too deep for a recursive pass. */
    public static final String TOO_DEEP = Messages.TOO_DEEP;

    private ErrorWords() {
    }

    /** The failure in one line; one that no input explains is named as an internal error with its class. */
    public static String describe(Throwable e) {
        return Messages.describe(e);
    }

    /** One line, without the newlines some library messages carry. */
    public static String oneLine(String text) {
        return Messages.oneLine(text);
    }

    /** An error as kubectl prints it: its text, and whether as it is ({@code asIs}) or after "error: ". */
    public record Told(String text, boolean asIs) {
        /** The text as printed. */
        public String line() {
            return asIs ? text : "error: " + text;
        }
    }

    /**
     * How kubectl's cmdutil.CheckErr prints an error, the one rule for apply's and diff's: when it is the
     * run's only error and kubectl has its own words for it ({@code alone}: an Invalid answer's details),
     * those, as they are; the server's answer ("Error from server (...)"), as it is; among several errors
     * (kubectl's aggregate, {@code amongSeveral}), any of kubectl's own words, lines and all, as they are;
     * anything else (japply's own messages, "document 2 for: ...") after "error: ". The library puts the
     * document before every message that is not kubectl's, so one in the server's frame was left so on purpose.
     */
    public static Told told(String text, Optional<String> alone, boolean amongSeveral) {
        if (!amongSeveral && alone.isPresent()) {
            return new Told(alone.get(), true);
        }
        return new Told(text, text.startsWith("Error from server") || amongSeveral && Messages.isKubectlWords(text));
    }

    /** kubectl's words for a failure ({@code cause}) when it is a run's only error, where they differ from its message. */
    public static Optional<String> alone(Throwable cause) {
        return cause instanceof ClusterGateway.Refused refused ? refused.alone() : Optional.empty();
    }

    /** An engine error's message with every value of a Secret ({@code object}, and of {@code sides}) masked; as is for other kinds. */
    public static String maskingSecrets(RuntimeException e, JsonNode object, JsonNode... sides) {
        return MessageMasking.message(e, object, sides);
    }

    /** A source that could not be read, in kubectl's words where it has some ("the path ... does not exist"). */
    public static Failure unreadable(String source, IOException e) {
        return Documents.unreadable(source, e);
    }

    /** A parse error of JSON or YAML ({@code format}) text, in one line with where it happened. */
    public static String describe(JsonProcessingException e, String format) {
        return Documents.describe(e, format);
    }

    /** What a value is, in a message: "object", "array", "string", "nothing"... */
    public static String kind(JsonNode node) {
        return Documents.kind(node);
    }
}
