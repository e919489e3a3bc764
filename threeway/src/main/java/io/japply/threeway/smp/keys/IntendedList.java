package io.japply.threeway.smp.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.DuplicateMergeKeyException;
import io.japply.threeway.smp.Values;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The list a three-way apply means, with items matched by their full identity: modified's items in
 * modified's order, each merged onto its live twin (fields the user removed since original go, the
 * server's own fields such as an allocated nodePort stay); live-only items stay unless original
 * had them (then the user removed them), each after the live item it followed.
 */
final class IntendedList {
    private final KnownIdentity identity;
    private final String path;

    IntendedList(KnownIdentity identity, String path) {
        this.identity = identity;
        this.path = path;
    }

    List<JsonNode> compute(JsonNode original, JsonNode modified, JsonNode current) {
        Map<String, JsonNode> o = byIdentity(original, "original");
        Map<String, JsonNode> m = byIdentity(modified, "modified");
        Map<String, JsonNode> c = byIdentity(current, "current");
        Map<String, List<JsonNode>> survivorsAfter = new HashMap<>();
        String anchor = "";
        for (Map.Entry<String, JsonNode> live : c.entrySet()) {
            String id = live.getKey();
            if (m.containsKey(id)) {
                anchor = id;
            } else if (!o.containsKey(id)) {
                survivorsAfter.computeIfAbsent(anchor, a -> new ArrayList<>()).add(live.getValue().deepCopy());
            }
        }
        List<JsonNode> out = new ArrayList<>(survivorsAfter.getOrDefault("", List.of()));
        m.forEach((id, item) -> {
            out.add(c.containsKey(id) ? withDefaults(mergeItem(o.get(id), item, c.get(id)), c.get(id)) : item.deepCopy());
            out.addAll(survivorsAfter.getOrDefault(id, List.of()));
        });
        return twinsTogether(out);
    }

    /** A key field the user dropped goes back to the server's default, which the server would fill in again. */
    private JsonNode withDefaults(JsonNode merged, JsonNode live) {
        if (merged.isObject()) {
            identity.defaults().forEach((key, value) -> {
                if (!merged.has(key) && live.has(key)) {
                    ((ObjectNode) merged).set(key, value);
                }
            });
        }
        return merged;
    }

    /**
     * Items sharing the schema key next to the first of them. The server orders even a replaced list
     * by the first position of each schema key value, so only such an order comes back as sent.
     */
    private List<JsonNode> twinsTogether(List<JsonNode> items) {
        Map<String, List<JsonNode>> groups = new LinkedHashMap<>();
        for (JsonNode item : items) {
            JsonNode key = item.get(identity.mergeKey());
            String group = key == null ? "<nil>" : DuplicateFinder.identity(key);
            groups.computeIfAbsent(group, g -> new ArrayList<>()).add(item);
        }
        List<JsonNode> out = new ArrayList<>(items.size());
        groups.values().forEach(out::addAll);
        return out;
    }

    /** Live item, minus what the user removed since original, plus what modified says. */
    private static JsonNode mergeItem(JsonNode original, JsonNode modified, JsonNode current) {
        if (!modified.isObject() || !current.isObject()) {
            return modified.deepCopy();
        }
        ObjectNode out = (ObjectNode) current.deepCopy();
        if (original != null && original.isObject()) {
            original.fieldNames().forEachRemaining(k -> {
                if (!modified.has(k)) {
                    out.remove(k);
                }
            });
        }
        for (Map.Entry<String, JsonNode> e : modified.properties()) {
            JsonNode live = out.get(e.getKey());
            if (e.getValue().isNull()) {
                out.remove(e.getKey());
            } else if (e.getValue().isObject() && live != null && live.isObject()) {
                out.set(e.getKey(), mergeItem(original == null ? null : original.get(e.getKey()), e.getValue(), live));
            } else {
                out.set(e.getKey(), e.getValue().deepCopy());
            }
        }
        return out;
    }

    private Map<String, JsonNode> byIdentity(JsonNode list, String document) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        if (list == null || !list.isArray()) {
            return out;
        }
        for (JsonNode item : list) {
            String id = idOf(item);
            if (out.putIfAbsent(id, item) != null) {
                throw new DuplicateMergeKeyException(path, document, identity.keys(), id);
            }
        }
        return out;
    }

    private String idOf(JsonNode item) {
        List<String> parts = new ArrayList<>();
        for (String key : identity.keys()) {
            JsonNode v = item.isObject() ? identity.keyValue(item, key) : null;
            parts.add(v == null ? "<nil>" : Values.formatV(v));
        }
        return String.join(",", parts);
    }
}
