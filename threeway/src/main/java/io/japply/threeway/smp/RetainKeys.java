package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The {@code $retainKeys} directive: keys of the target not listed are cleared. */
final class RetainKeys {
    private RetainKeys() {
    }

    static void apply(ObjectNode target, ObjectNode patch, MergeOptions options, String path) {
        JsonNode retain = patch.remove(Directives.RETAIN_KEYS);
        if (retain == null) {
            return;
        }
        if (!options.mergeParallelList()) {
            keepForCombinedPatch(target, retain, path);
            return;
        }
        if (!retain.isArray()) {
            throw Errors.retainKeysFormat(path);
        }
        Set<String> listed = new HashSet<>();
        retain.forEach(v -> {
            if (v.isTextual()) {
                listed.add(v.asText());
            }
        });
        requireListed(patch, listed, path);
        List<String> keys = new ArrayList<>();
        target.fieldNames().forEachRemaining(keys::add);
        keys.stream().filter(k -> !listed.contains(k)).forEach(target::remove);
    }

    /** Two patch halves must agree on the list; the first one seen is kept. */
    private static void keepForCombinedPatch(ObjectNode target, JsonNode retain, String path) {
        JsonNode existing = target.get(Directives.RETAIN_KEYS);
        if (existing == null) {
            target.set(Directives.RETAIN_KEYS, retain);
        } else if (!Values.deepEquals(existing, retain)) {
            throw new InvalidPatchException(path, Values.formatV(existing) + " and " + Values.formatV(retain)
                    + " are not deep equal: this may happen when calculating the 3-way diff patch");
        }
    }

    /** Every non-null, non-directive key the patch sets must be listed. */
    private static void requireListed(ObjectNode patch, Set<String> listed, String path) {
        for (Iterator<Map.Entry<String, JsonNode>> it = patch.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String k = e.getKey();
            if (e.getValue().isNull() || Directives.isDeleteFromPrimitiveList(k) || Directives.isSetElementOrder(k)) {
                continue;
            }
            if (!listed.contains(k)) {
                throw new InvalidPatchException(Errors.join(path, k),
                        "invalid patch format of retainKeys: the patch sets \"" + k + "\" which $retainKeys does not list");
            }
        }
    }
}
