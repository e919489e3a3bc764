package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of a template on one object: client-go's FindResults. The template is a flat list of
 * text and actions; a {range ...} action runs the nodes after it once per value it found, up to the
 * {end} that closes it, and the run goes on after that {end}. A range with no {end} runs the rest
 * of the template per value, and then once more on the object. A range that found nothing still
 * walks its body once, on no value, so that errors in the body (a missing key) still count.
 */
final class Execution {
    private final List<Node> template;
    private final Evaluator evaluator;
    /** Position in the template of the {end} reached last. */
    private int lastEnd = -1;

    Execution(Node.Sequence template, boolean allowMissingKeys) {
        this.template = template.nodes();
        this.evaluator = new Evaluator(allowMissingKeys);
    }

    /** Each node's values, in order: the printer writes each list as one piece of text. */
    List<List<JsonNode>> run(JsonNode data) throws JsonPathError {
        return findResults(data, 0);
    }

    /** The nodes from {@code first} on, on {@code data}, up to the {end} of the range being run. */
    private List<List<JsonNode>> findResults(JsonNode data, int first) throws JsonPathError {
        List<JsonNode> current = List.of(data);
        List<List<JsonNode>> all = new ArrayList<>();
        for (int i = first; i < template.size(); i++) {
            List<JsonNode> results = evaluator.walk(current, template.get(i));
            if (evaluator.endRange > 0 && evaluator.endRange <= evaluator.inRange) {
                evaluator.endRange--;
                lastEnd = i;
                break;
            }
            if (evaluator.beginRange > 0) {
                all.addAll(range(results, i + 1));
                i = afterLastEnd(i);
                continue;
            }
            all.add(results);
        }
        return all;
    }

    private List<List<JsonNode>> range(List<JsonNode> values, int body) throws JsonPathError {
        evaluator.beginRange--;
        evaluator.inRange++;
        List<List<JsonNode>> all = new ArrayList<>();
        if (values.isEmpty()) {
            findResults(MissingNode.getInstance(), body);
        }
        for (JsonNode value : values) {
            all.addAll(findResults(value, body));
        }
        evaluator.inRange--;
        return all;
    }

    /** Where the run resumes: at the {end} reached last if it lies after {@code i}, else right after i. */
    private int afterLastEnd(int i) {
        return lastEnd > i ? lastEnd : i;
    }
}
