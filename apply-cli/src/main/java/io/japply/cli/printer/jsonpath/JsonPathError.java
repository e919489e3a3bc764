package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * A parse or evaluation error of client-go's jsonpath package, with its message; the template adds
 * kubectl's wrapping. Like client-go's functions, a failed step still returns values (its input, or
 * what it found so far): a filter's existence test counts those and ignores the error.
 */
final class JsonPathError extends Exception {
    final transient List<JsonNode> partial;

    JsonPathError(String message) {
        this(message, List.of());
    }

    JsonPathError(String message, List<JsonNode> partial) {
        super(message, null, false, false);
        this.partial = partial;
    }

    /** The same error, returning {@code values} instead. */
    JsonPathError returning(List<JsonNode> values) {
        return new JsonPathError(getMessage(), values);
    }
}
