package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMeta;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Whether two strategic patches change the same field differently. Only keys present on both
 * sides are compared; merge lists of maps are matched by merge key, merge lists of scalars never
 * conflict, and maps with the replace strategy never conflict.
 */
public final class Conflicts {
    /** Where the walk is, for {@link ConflictSites}: the steps from the root; null when only the answer matters. */
    private final ConflictSites sites;

    private Conflicts(ConflictSites sites) {
        this.sites = sites;
    }

    public static boolean mergingMapsHaveConflicts(ObjectNode left, ObjectNode right, PatchMetaLookup schema) {
        return new Conflicts(null).fieldsConflict(left, right, schema, Strategy.of(PatchMeta.NONE, ""), "", "");
    }

    /** Every conflicting place between the patch ({@code left}) and the drift ({@code right}), not only the first. */
    public static void collect(ObjectNode left, ObjectNode right, PatchMetaLookup schema, ConflictSites sites) {
        new Conflicts(sites).fieldsConflict(left, right, schema, Strategy.of(PatchMeta.NONE, ""), "", "");
    }

    private boolean found(JsonNode left) {
        if (sites != null) {
            sites.found(left);
        }
        return true;
    }

    private boolean fieldsConflict(JsonNode left, JsonNode right, PatchMetaLookup schema, Strategy strategy,
                                   String mergeKey, String path) {
        Kind kind = Kind.of(left);
        if (kind == Kind.MAP) {
            if (!right.isObject()) {
                return found(left);
            }
            JsonNode lm = left.get(Directives.PATCH);
            JsonNode rm = right.get(Directives.PATCH);
            if (lm != null || rm != null) {
                if (lm == null || rm == null || !Values.deepEquals(lm, rm)) {
                    return found(left);
                }
            }
            return !strategy.isReplace() && mapsConflict((ObjectNode) left, (ObjectNode) right, schema, path);
        }
        if (kind == Kind.LIST) {
            if (!right.isArray()) {
                return found(left);
            }
            return listsConflict(Values.toList(left), Values.toList(right), schema, strategy, mergeKey, path)
                    && (strategy.isMerge() || found(left));
        }
        return !Values.deepEquals(left, right) && found(left);
    }

    private boolean mapsConflict(ObjectNode left, ObjectNode right, PatchMetaLookup schema, String path) {
        boolean any = false;
        for (Iterator<Map.Entry<String, JsonNode>> it = left.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            JsonNode rightValue = right.get(key);
            if (Directives.PATCH.equals(key) || Directives.RETAIN_KEYS.equals(key) || rightValue == null) {
                continue;
            }
            String keyPath = Errors.join(path, key);
            PatchMetaLookup next = null;
            PatchMeta meta = PatchMeta.NONE;
            Kind kind = Kind.of(e.getValue());
            if (kind == Kind.MAP || kind == Kind.LIST) {
                FieldLookup f = kind == Kind.MAP ? schema.lookupMap(key) : schema.lookupList(key);
                next = f.next();
                meta = f.meta();
            }
            if (sites != null) {
                sites.enter(key);
            }
            boolean conflict = fieldsConflict(e.getValue(), rightValue, next, Strategy.of(meta, keyPath),
                    meta.mergeKey(), keyPath);
            if (sites != null) {
                sites.leave();
            }
            any |= conflict;
            if (conflict && sites == null) {
                return true;
            }
        }
        return any;
    }

    private boolean listsConflict(List<JsonNode> left, List<JsonNode> right, PatchMetaLookup schema,
                                         Strategy strategy, String mergeKey, String path) {
        Kind kind = Lists.elementKind(path, left, right);
        if (strategy.isMerge()) {
            if (kind != Kind.MAP) {
                return false;
            }
            Map<String, JsonNode> l = byMergeKey(left, mergeKey, path);
            Map<String, JsonNode> r = byMergeKey(right, mergeKey, path);
            boolean any = false;
            for (Map.Entry<String, JsonNode> e : l.entrySet()) {
                JsonNode other = r.get(e.getKey());
                if (other == null) {
                    continue;
                }
                if (sites != null) {
                    sites.enterItem(mergeKey, e.getValue().get(mergeKey));
                }
                boolean conflict = fieldsConflict(e.getValue(), other, schema, Strategy.of(PatchMeta.NONE, path), "", path);
                if (sites != null) {
                    sites.leave();
                }
                any |= conflict;
                if (conflict && sites == null) {
                    return true;
                }
            }
            return any;
        }
        if (left.size() != right.size()) {
            return true;
        }
        List<JsonNode> l = left;
        List<JsonNode> r = right;
        if (kind != Kind.MAP) {
            l = Lists.sortScalars(Values.deduplicateScalars(left));
            r = Lists.sortScalars(Values.deduplicateScalars(right));
        }
        Conflicts check = new Conflicts(null); // a list replaced whole conflicts whole
        for (int i = 0; i < l.size() && i < r.size(); i++) {
            if (check.fieldsConflict(l.get(i), r.get(i), schema, Strategy.of(PatchMeta.NONE, path), "", path)) {
                return true;
            }
        }
        return false;
    }

    private static Map<String, JsonNode> byMergeKey(List<JsonNode> list, String mergeKey, String path) {
        Map<String, JsonNode> out = new HashMap<>();
        for (JsonNode item : list) {
            if (!item.isObject()) {
                throw new InvalidPatchException(path, "invalid element type in merging list:" + Values.formatV(Json2.array(list)));
            }
            JsonNode key = item.get(mergeKey);
            if (key == null) {
                throw new InvalidPatchException(path, "cannot find merge key `" + mergeKey
                        + "` in merging list element:" + Values.formatV(item));
            }
            out.put(Values.formatV(key), item);
        }
        return out;
    }
}
