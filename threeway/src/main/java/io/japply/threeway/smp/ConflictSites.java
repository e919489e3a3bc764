package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.ConflictException.Conflict;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a conflict check stands and what it found: the steps from the root (a key, or a merge-list
 * item by its merge key), and per conflicting place the values of the last apply and of the live
 * object there, read from the two whole documents (the drift the check compares holds only changes).
 */
public final class ConflictSites {
    private record Step(String key, String mergeKey, JsonNode mergeValue) {
    }

    private final JsonNode original;
    private final JsonNode live;
    private final List<Step> steps = new ArrayList<>();
    private final List<Conflict> found = new ArrayList<>();

    public ConflictSites(JsonNode original, JsonNode live) {
        this.original = original;
        this.live = live;
    }

    public List<Conflict> found() {
        return found;
    }

    public void enter(String key) {
        steps.add(new Step(key, null, null));
    }

    void enterItem(String mergeKey, JsonNode value) {
        steps.add(new Step(null, mergeKey, value));
    }

    public void leave() {
        steps.remove(steps.size() - 1);
    }

    /** A conflict here; {@code applied} is the patch's value (a JSON null: it removes the field). */
    public void found(JsonNode applied) {
        found.add(new Conflict(path(), at(original), at(live), applied));
    }

    private JsonNode at(JsonNode root) {
        JsonNode node = root;
        for (Step step : steps) {
            node = node == null ? null : step.key() != null ? node.get(step.key()) : item(node, step);
        }
        return node;
    }

    private static JsonNode item(JsonNode list, Step step) {
        if (list.isArray()) {
            for (JsonNode item : list) {
                if (item.isObject() && Values.deepEquals(item.get(step.mergeKey()), step.mergeValue())) {
                    return item;
                }
            }
        }
        return null;
    }

    /** "spec.replicas", "containers[name=web]", "metadata.annotations[example.com/owner]", as --explain prints. */
    private String path() {
        StringBuilder text = new StringBuilder();
        for (Step step : steps) {
            if (step.key() == null) {
                JsonNode v = step.mergeValue();
                text.append('[').append(step.mergeKey()).append('=').append(v == null ? "" : v.isTextual()
                        ? v.asText() : v.toString()).append(']');
            } else if (step.key().contains(".") || step.key().contains("/")) {
                text.append('[').append(step.key()).append(']');
            } else {
                text.append(text.length() == 0 ? "" : ".").append(step.key());
            }
        }
        return text.toString();
    }
}
