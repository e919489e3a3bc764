package io.japply.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.json.JsonInput;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.function.Function;
import io.japply.apply.read.Documents;
import io.japply.apply.support.Failure;

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
            throw Documents.unreadable(source, e);
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
            answer.put("error", "line " + number + ": " + ExitCodes.message(e));
            answer.put("errorType", ExitCodes.errorType(e));
            return answer;
        }
    }

    private static ObjectNode parse(String text) {
        JsonNode line;
        try {
            line = JsonInput.readOne(Json.mapper().reader(), text);
        } catch (JsonProcessingException e) {
            throw Failure.input(Documents.describe(e, "JSON"));
        } catch (IOException e) {
            throw Failure.input("malformed JSON: " + e.getMessage());
        }
        if (!(line instanceof ObjectNode object)) {
            throw Failure.input("expected a JSON object, found " + Documents.kind(line));
        }
        return object;
    }
}
