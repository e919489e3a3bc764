package io.japply.cli.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.ErrorWords;
import io.japply.apply.model.Failure;
import io.japply.cli.ExitCodes;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.json.JsonInput;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.function.Function;

/**
 * Runs many cases in one JVM: one JSON object per input line in, one line out in Go's JSON form, in order.
 * A line that fails becomes {"id","error","errorType"} and the batch goes on; blank lines are skipped.
 */
final class Batch {
    private Batch() {
    }

    /** {@code handler} turns a line into the fields of its answer (e.g. {"patch": ...}). */
    static void run(BufferedReader in, String source, PrintWriter out, Function<ObjectNode, ObjectNode> handler) {
        try (in) {
            int number = 0;
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                number++;
                if (!text.isBlank()) {
                    out.println(GoJson.write(answer(text, number, handler)));
                    out.flush(); // a driver may wait for each answer before writing the next line
                }
            }
        } catch (IOException e) {
            throw ErrorWords.unreadable(source, e);
        }
    }

    static ObjectNode answer(String text, int number, Function<ObjectNode, ObjectNode> handler) {
        ObjectNode answer = Json.object();
        answer.set("id", NullNode.instance);
        try {
            ObjectNode line = parse(text);
            answer.set("id", line.get("id")); // Jackson stores a missing id as null
            return answer.setAll(handler.apply(line));
        } catch (RuntimeException | StackOverflowError e) {
            if (answer.get("id").isNull()) {
                answer.set("id", idOf(text)); // a line refused for a value elsewhere (1e400) still gets its id
            }
            answer.put("error", "line " + number + ": " + ExitCodes.message(e));
            answer.put("errorType", ExitCodes.errorType(e));
            return answer;
        }
    }

    /**
     * The top-level "id" of a line that JSON's syntax allows but japply refuses (a number no float64
     * holds): read token by token, so other values are skipped unconverted; null when there is none.
     */
    static JsonNode idOf(String text) {
        JsonNode id = NullNode.instance;
        try (com.fasterxml.jackson.core.JsonParser parser = Json.mapper().getFactory().createParser(text)) {
            if (parser.nextToken() != com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                return NullNode.instance;
            }
            while (parser.nextToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                com.fasterxml.jackson.core.JsonToken value = parser.nextToken();
                if (name.equals("id") && value.isScalarValue()) {
                    id = scalar(parser, value);
                }
                parser.skipChildren();
            }
            // a line cut short or followed by more is not well-formed: it keeps no id, as before
            return parser.currentToken() == com.fasterxml.jackson.core.JsonToken.END_OBJECT && parser.nextToken() == null
                    ? id : NullNode.instance;
        } catch (IOException | RuntimeException e) {
            return NullNode.instance;
        }
    }

    private static JsonNode scalar(com.fasterxml.jackson.core.JsonParser parser, com.fasterxml.jackson.core.JsonToken value)
            throws IOException {
        JsonNode id = switch (value) {
            case VALUE_STRING -> com.fasterxml.jackson.databind.node.TextNode.valueOf(parser.getText());
            case VALUE_TRUE, VALUE_FALSE -> com.fasterxml.jackson.databind.node.BooleanNode.valueOf(
                    value == com.fasterxml.jackson.core.JsonToken.VALUE_TRUE);
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> Json.mapper().readTree(parser.getText());
            default -> NullNode.instance;
        };
        return id.isDouble() && !Double.isFinite(id.doubleValue()) ? NullNode.instance : id;
    }

    private static ObjectNode parse(String text) {
        JsonNode line;
        try {
            line = JsonInput.readOne(Json.mapper().reader(), text);
        } catch (JsonProcessingException e) {
            throw Failure.input(ErrorWords.describe(e, "JSON"));
        } catch (IOException e) {
            throw Failure.input("malformed JSON: " + e.getMessage());
        }
        if (!(line instanceof ObjectNode object)) {
            throw Failure.input("expected a JSON object, found " + ErrorWords.kind(line));
        }
        return object;
    }
}
