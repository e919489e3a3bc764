package io.japply.apply;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.redact.MessageMasking;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.internal.support.Messages;
import java.io.IOException;
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

    /** Whether the message is the server's answer as kubectl's CheckErr tells it ("Error from server (...)"): printed bare. */
    public static boolean isServerAnswer(String text) {
        return Messages.isServerAnswer(text);
    }

    /** Whether the message is the server's refusal in kubectl's words ("Error from server ..." with where it happened). */
    public static boolean isServerWords(String text) {
        return Messages.isServerWords(text);
    }

    /** Whether the message is kubectl's words, lines and all, to be printed as they are. */
    public static boolean isKubectlWords(String text) {
        return Messages.isKubectlWords(text);
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
