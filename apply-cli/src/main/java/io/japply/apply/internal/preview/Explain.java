package io.japply.apply.internal.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import io.japply.apply.internal.redact.Redaction;

/**
 * --explain: why each part of an object changes, from the three sides of the apply. Per changed
 * path: set by the file (it differs from the last apply), overwritten (the file still says what the
 * last apply said, someone changed the live object since), removed because the file no longer sets
 * it (in the last apply, not in the file), or set by the server. A change that undoes someone else's
 * (the live object differs there from the last apply: kubectl's --overwrite=false calls it a conflict)
 * says so, with the last-applied value. Then the live changes made by
 * others that the apply keeps: list items, and keys of labels, annotations, node selectors or a
 * ConfigMap's or Secret's data, that neither the last apply nor the file has. A removed or added subtree is one line; Secret values are never shown.
 */
public final class Explain {
    private static final int MAX_VALUE = 40;

    /** The sides: original (null: no last apply), modified (the file, annotated), live (null: absent), merged. */
    public record Sides(ObjectNode original, ObjectNode modified, ObjectNode live, ObjectNode merged,
                        PatchMetaLookup schema, boolean showSecrets) {
    }

    private final FlatTree original;
    private final FlatTree modified;
    private final FlatTree live;
    private final FlatTree merged;
    private final boolean masked;

    private Explain(Sides sides) {
        original = FlatTree.of(sides.original(), sides.schema());
        modified = FlatTree.of(sides.modified(), sides.schema());
        live = FlatTree.of(sides.live(), sides.schema());
        merged = FlatTree.of(sides.merged(), sides.schema());
        masked = !sides.showSecrets() && (Redaction.isSecret(sides.live()) || Redaction.isSecret(sides.merged()));
    }

    /** Why a path changes, or why a live-only part is kept; {@link #text} is how the text output says it. */
    public enum Why {
        SET_BY_FILE("set by the file", false),
        SET_OVER_CHANGE("set by the file, undoing someone else's change on the live object", true),
        SET_OVER_UNTRACKED("set by the file over a value the last apply did not set (someone else's or the server's)", true),
        OVERWRITTEN("overwritten: changed on the live object by someone else; the file sets it back", true),
        RESTORED("restored: removed from the live object by someone else", true),
        REMOVED_BY_FILE("removed: the file no longer sets it", false),
        REMOVED_OVER_CHANGE("removed: the file no longer sets it, undoing someone else's change on the live object", true),
        REMOVED_BY_SERVER("removed by the server", false),
        REMOVED_WITH_PARENT("removed: the file replaces what holds it", false),
        SET_BY_SERVER("set by the server", false),
        KEPT("kept: made on the live object by someone else, not in the file", false);

        public final String text;
        /** Whether the apply undoes a change someone else made (live differs from the last apply there). */
        public final boolean undoesChange;

        Why(String text, boolean undoesChange) {
            this.text = text;
            this.undoesChange = undoesChange;
        }
    }

    /**
     * One reason: the path as printed, "7 -> 2  " or "added, " or "" (never a secret value), why, and
     * the last-applied value where the apply undoes someone else's change of a leaf (null otherwise;
     * "***" in a Secret's data).
     */
    public record Reason(String path, String values, Why why, JsonNode lastApplied) {
        public Reason(String path, String values, Why why) {
            this(path, values, why, null);
        }

        public String line() {
            return "  " + path + ": " + values + why.text + (lastApplied == null ? "" : " (last applied: " + show(lastApplied) + ")");
        }
    }

    /** The changed paths' reasons, then the kept parts. */
    public static List<Reason> reasons(Sides sides) {
        Explain explain = new Explain(sides);
        List<Reason> reasons = new ArrayList<>();
        explain.changedUnits().forEach(unit -> reasons.add(explain.changed(unit)));
        explain.keptUnits().forEach(unit -> reasons.add(new Reason(FlatTree.print(unit), "", Why.KEPT)));
        return reasons;
    }

    /** Changed paths, a subtree that exists on one side only counted once. */
    private Set<List<String>> changedUnits() {
        Set<List<String>> units = new LinkedHashSet<>();
        Set<List<String>> paths = new LinkedHashSet<>(live.leaves.keySet());
        paths.addAll(merged.leaves.keySet());
        for (List<String> path : paths) {
            if (!java.util.Objects.equals(live.leaves.get(path), merged.leaves.get(path))) {
                units.add(unit(path));
            }
        }
        return units;
    }

    /** The shortest prefix of {@code path} that one side lacks entirely, else the path itself. */
    private List<String> unit(List<String> path) {
        for (int i = 1; i < path.size(); i++) {
            List<String> prefix = path.subList(0, i);
            if (!live.has(prefix) || !merged.has(prefix)) {
                return prefix;
            }
        }
        return path;
    }

    private Reason changed(List<String> unit) {
        String path = FlatTree.print(unit);
        boolean inFile = modified.has(unit);
        boolean inOriginal = original.has(unit);
        boolean othersChanged = inOriginal && othersChanged(unit);
        if (!merged.has(unit)) {
            if (inOriginal && !inFile) {
                return othersChanged ? new Reason(path, "", Why.REMOVED_OVER_CHANGE, lastApplied(unit))
                        : new Reason(path, "", Why.REMOVED_BY_FILE);
            }
            return new Reason(path, "", inFile ? Why.REMOVED_BY_SERVER : Why.REMOVED_WITH_PARENT);
        }
        if (!inFile) {
            return new Reason(path, values(unit), Why.SET_BY_SERVER);
        }
        boolean fileUnchanged = inOriginal && original.below(unit).equals(modified.below(unit));
        if (fileUnchanged) {
            return new Reason(path, values(unit), live.has(unit) ? Why.OVERWRITTEN : Why.RESTORED);
        }
        if (othersChanged && live.has(unit)) {
            return new Reason(path, values(unit), Why.SET_OVER_CHANGE, lastApplied(unit));
        }
        if (!inOriginal && live.has(unit)) {
            return new Reason(path, values(unit), Why.SET_OVER_UNTRACKED);
        }
        return new Reason(path, values(unit), Why.SET_BY_FILE);
    }

    /**
     * Whether a leaf the last apply set differs on the live object or is gone from it; leaves only the
     * live object has (server defaults such as a port's protocol) are not someone else's change.
     */
    private boolean othersChanged(List<String> unit) {
        Map<List<String>, JsonNode> now = live.below(unit);
        return original.below(unit).entrySet().stream().anyMatch(e -> !e.getValue().equals(now.get(e.getKey())));
    }

    /** The last apply's value of a leaf, masked in a Secret's data; null for a subtree. */
    private JsonNode lastApplied(List<String> unit) {
        JsonNode value = original.leaves.get(unit);
        return value != null && masked && List.of("data", "stringData").contains(unit.get(0))
                ? TextNode.valueOf(Redaction.MASK) : value;
    }

    /** "2 -> 3  " for a leaf that exists on both sides; "" otherwise or when it is secret. */
    private String values(List<String> unit) {
        JsonNode before = live.leaves.get(unit);
        JsonNode after = merged.leaves.get(unit);
        if (before == null || after == null) {
            return live.has(unit) ? "" : "added, ";
        }
        if (masked && List.of("data", "stringData").contains(unit.get(0))) {
            return Redaction.BEFORE + " -> " + Redaction.AFTER + "  ";
        }
        return show(before) + " -> " + show(after) + "  ";
    }

    private static String show(JsonNode value) {
        String text = value.isTextual() ? value.asText() : value.toString();
        String line = text.lines().findFirst().orElse("");
        return line.length() > MAX_VALUE || !line.equals(text)
                ? line.substring(0, Math.min(line.length(), MAX_VALUE)) + "..." : text;
    }

    /** Items of lists and labels or annotations that only the live object has, and that the apply keeps. */
    private Set<List<String>> keptUnits() {
        Set<List<String>> units = new LinkedHashSet<>();
        for (var leaf : live.leaves.entrySet()) {
            List<String> path = leaf.getKey();
            if (leaf.getValue().equals(merged.leaves.get(path))) {
                keptUnit(path).ifPresent(units::add);
            }
        }
        return units;
    }

    private java.util.Optional<List<String>> keptUnit(List<String> path) {
        for (int i = 1; i <= path.size(); i++) {
            List<String> prefix = path.subList(0, i);
            if (original.has(prefix) || modified.has(prefix)) {
                continue;
            }
            if (FlatTree.isItem(prefix.get(i - 1)) && modified.has(path.subList(0, i - 1))) {
                return java.util.Optional.of(prefix);
            }
            // below what the file sets: the key of the first map of free keys on the way is someone's addition
            for (int j = Math.max(1, i - 1); j < path.size(); j++) {
                if (freeFormMap(path.subList(0, j))) {
                    return java.util.Optional.of(path.subList(0, j + 1));
                }
            }
            return java.util.Optional.empty();
        }
        return java.util.Optional.empty();
    }

    /**
     * Maps whose keys are data, not fields the server defaults: labels, annotations and node
     * selectors anywhere, a ConfigMap's or Secret's data. A key only the live object has was put there.
     */
    private static boolean freeFormMap(List<String> path) {
        String name = path.get(path.size() - 1);
        return List.of("labels", "annotations", "nodeSelector").contains(name)
                || path.size() == 1 && List.of("data", "stringData", "binaryData").contains(name);
    }
}
