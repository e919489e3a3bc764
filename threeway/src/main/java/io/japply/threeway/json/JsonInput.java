package io.japply.threeway.json;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * JSON text as input: every document of it, and a number that no float64 holds (1e400) refused as
 * Go's decoder refuses it, instead of becoming an infinity that no writer can print.
 */
public final class JsonInput {
    private JsonInput() {
    }

    /** A number out of float64's range, with the JSON pointer where it is. */
    public static final class OutOfRange extends JsonParseException {
        private final String path;

        OutOfRange(JsonParser parser, String text, String path) {
            super(parser, "json: cannot unmarshal number " + text + " into Go value of type float64");
            this.path = path;
        }

        public String path() {
            return path;
        }
    }

    /** One of Jackson's read limits (depth, string or number length) exceeded, with the JSON pointer where. */
    public static final class OverLimit extends JsonParseException {
        private final String path;

        OverLimit(JsonParser parser, StreamConstraintsException cause, String path) {
            super(parser, cause.getOriginalMessage(), cause);
            this.path = path;
        }

        public String path() {
            return path;
        }
    }

    /** Every document in {@code text} (several JSON values in a row), read by {@code reader}. */
    public static List<JsonNode> readAll(ObjectReader reader, String text) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (JsonParser parser = checked(reader.getFactory().createParser(text))) {
            try {
                while (parser.nextToken() != null) {
                    documents.add(reader.readTree(parser));
                }
            } catch (StreamConstraintsException e) {
                throw new OverLimit(parser, e, pointer(parser));
            }
        }
        return documents;
    }

    /** Exactly one JSON value, read by {@code reader} (trailing tokens refused as the reader is set up). */
    public static JsonNode readOne(ObjectReader reader, String text) throws IOException {
        try (JsonParser parser = checked(reader.getFactory().createParser(text))) {
            try {
                return reader.readTree(parser);
            } catch (StreamConstraintsException e) {
                throw new OverLimit(parser, e, pointer(parser));
            }
        }
    }

    /** The JSON pointer of where {@code parser} is, for messages. */
    private static String pointer(JsonParser parser) {
        List<String> steps = new ArrayList<>();
        for (JsonPointer at = parser.getParsingContext().pathAsPointer(); !at.matches(); at = at.tail()) {
            steps.add(at.getMatchingProperty());
        }
        return Limits.pointer(steps);
    }

    /** A parser that refuses numbers out of float64's range when it reaches them. */
    private static JsonParser checked(JsonParser parser) {
        return new JsonParserDelegate(parser) {
            @Override
            public JsonToken nextToken() throws IOException {
                JsonToken token = super.nextToken();
                if ((token == JsonToken.VALUE_NUMBER_FLOAT || token == JsonToken.VALUE_NUMBER_INT) && outOfRange()) {
                    throw new OutOfRange(this, getText(), pointer(this));
                }
                return token;
            }

            private boolean outOfRange() throws IOException {
                if (getCurrentToken() == JsonToken.VALUE_NUMBER_INT && getNumberType() != NumberType.BIG_INTEGER) {
                    return false;
                }
                return Double.isInfinite(Double.parseDouble(getText()));
            }
        };
    }
}
