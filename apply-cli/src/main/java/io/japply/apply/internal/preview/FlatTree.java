package io.japply.apply.internal.preview;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.NoSchema;
import io.japply.threeway.meta.PatchMeta;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Map.Entry;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An object as its leaves, keyed by path segments: "spec", "replicas"; a list item by its merge key
 * when the schema names one ("[name=web]"), else by index ("[0]"); a list of scalars, an empty map
 * and an empty list are leaves. Keys with dots or slashes print as "[key]".
 */
public final class FlatTree {
    public final Map<List<String>, JsonNode> leaves = new LinkedHashMap<>();
    private final Set<List<String>> prefixes = new HashSet<>();

    private FlatTree() {
    }

    public static FlatTree of(JsonNode root, PatchMetaLookup schema) {
        FlatTree tree = new FlatTree();
        if (root != null) {
            tree.walk(root, schema, new ArrayList<>());
        }
        return tree;
    }

    /** Whether any leaf lies at or below {@code path}. */
    public boolean has(List<String> path) {
        return prefixes.contains(path);
    }

    /** The leaves at or below {@code path}, keyed relative to it. */
    public Map<List<String>, JsonNode> below(List<String> path) {
        return leaves.entrySet().stream().filter(e -> startsWith(e.getKey(), path)).collect(Collectors.toMap(
                e -> e.getKey().subList(path.size(), e.getKey().size()), Entry::getValue, (a, b) -> a,
                LinkedHashMap::new));
    }

    public static boolean startsWith(List<String> path, List<String> prefix) {
        return path.size() >= prefix.size() && path.subList(0, prefix.size()).equals(prefix);
    }

    /** A list item's segment ("[name=web]", "[0]"), not a bracketed map key ("[app.kubernetes.io/name]"). */
    public static boolean isItem(String segment) {
        return segment.startsWith("[") && (segment.contains("=") || segment.matches("\\[\\d+]"));
    }

    public static String print(List<String> path) {
        StringBuilder text = new StringBuilder();
        for (String segment : path) {
            if (!segment.startsWith("[") && !text.isEmpty()) {
                text.append('.');
            }
            text.append(segment);
        }
        return text.toString();
    }

    private void walk(JsonNode node, PatchMetaLookup schema, List<String> path) {
        if (!node.isObject() || node.isEmpty()) {
            leaf(node, path);
            return;
        }
        for (Entry<String, JsonNode> field : node.properties()) {
            String key = field.getKey();
            JsonNode value = field.getValue();
            path.add(keySegment(key));
            if (value.isArray()) {
                walkList(value, lookup(schema, key, true), path);
            } else {
                walk(value, value.isObject() ? lookup(schema, key, false).next() : schema, path);
            }
            path.remove(path.size() - 1);
        }
    }

    /** A list of objects goes on item by item; any other list is one leaf. */
    private void walkList(JsonNode list, FieldLookup field, List<String> path) {
        boolean objects = !list.isEmpty();
        for (JsonNode item : list) {
            objects &= item.isObject();
        }
        if (!objects) {
            leaf(list, path);
            return;
        }
        String mergeKey = field.meta().mergeKey();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            boolean keyed = !mergeKey.isEmpty() && item.path(mergeKey).isValueNode();
            path.add(keyed ? itemSegment(mergeKey, item) : "[" + i + "]");
            walk(item, field.next(), path);
            path.remove(path.size() - 1);
        }
    }

    private void leaf(JsonNode value, List<String> path) {
        List<String> at = List.copyOf(path);
        leaves.put(at, value);
        for (int i = 0; i <= at.size(); i++) {
            prefixes.add(at.subList(0, i));
        }
    }

    /** A map key's segment: "replicas", or "[app.kubernetes.io/name]" for a key with dots or slashes. */
    static String keySegment(String key) {
        return key.contains(".") || key.contains("/") ? "[" + key + "]" : key;
    }

    /** A list item's segment by its merge key: "[name=web]". */
    static String itemSegment(String mergeKey, JsonNode item) {
        return "[" + mergeKey + "=" + item.get(mergeKey).asText() + "]";
    }

    /** The schema's answer for a field; none (plain maps and atomic lists) where it has none. */
    static FieldLookup lookup(PatchMetaLookup schema, String key, boolean list) {
        try {
            return list ? schema.lookupList(key) : schema.lookupMap(key);
        } catch (PatchException e) {
            return new FieldLookup(NoSchema.INSTANCE, PatchMeta.NONE);
        }
    }
}
