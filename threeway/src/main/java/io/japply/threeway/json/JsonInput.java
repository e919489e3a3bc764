package io.japply.threeway.json;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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

    /** Every document in {@code text} (several JSON values in a row), read by {@code reader}. */
    public static List<JsonNode> readAll(ObjectReader reader, String text) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (JsonParser parser = checked(reader.getFactory().createParser(text))) {
            while (parser.nextToken() != null) {
                documents.add(reader.readTree(parser));
            }
        }
        return documents;
    }

    /** The JSON pointer of where {@code parser} is, for messages. */
    public static String pointer(JsonParser parser) {
        String at = parser.getParsingContext().pathAsPointer().toString();
        return at.isEmpty() ? "/" : at;
    }

    /** A parser that refuses numbers out of float64's range when it reaches them. */
    public static JsonParser checked(JsonParser parser) {
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
