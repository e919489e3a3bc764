package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.smp.ConflictSites;
import io.japply.threeway.smp.Values;
import java.util.Iterator;
import java.util.Map;

/**
 * Whether two patches disagree: objects compare only keys present on both sides, lists must have
 * the same length and agree element by element, scalars must be equal with their Go types
 * (an integer never equals a floating-point number).
 */
public final class HasConflicts {
    private HasConflicts() {
    }

    public static boolean between(JsonNode left, JsonNode right) {
        if (left != null && left.isObject()) {
            if (right == null || !right.isObject()) {
                return true;
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = left.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode other = right.get(e.getKey());
                if (other != null && between(e.getValue(), other)) {
                    return true;
                }
            }
            return false;
        }
        if (left != null && left.isArray()) {
            if (right == null || !right.isArray() || left.size() != right.size()) {
                return true;
            }
            for (int i = 0; i < left.size(); i++) {
                if (between(left.get(i), right.get(i))) {
                    return true;
                }
            }
            return false;
        }
        return !Values.deepEquals(left, right);
    }

    /** Every place where {@code between} finds a conflict, recorded in {@code sites}; lists whole. */
    public static void collect(JsonNode left, JsonNode right, ConflictSites sites) {
        if (left != null && left.isObject() && right != null && right.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = left.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode other = right.get(e.getKey());
                if (other != null && between(e.getValue(), other)) {
                    sites.enter(e.getKey());
                    collect(e.getValue(), other, sites);
                    sites.leave();
                }
            }
        } else if (between(left, right)) {
            sites.found(left);
        }
    }
}
