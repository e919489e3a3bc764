package io.japply.threeway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.PatchMetaLookup;

/**
 * Strategic merge patch, with the API server's semantics. Inputs are never changed; a {@code null}
 * or missing document counts as {@code {}}. Integers and floating-point numbers are distinct values
 * (1 is not 1.0), as in Kubernetes.
 */
public final class StrategicMergePatch {
    private StrategicMergePatch() {
    }

    /** The patch that turns {@code original} into {@code modified}. */
    public static ObjectNode createTwoWay(JsonNode original, JsonNode modified, PatchMetaLookup schema) {
        return createTwoWay(original, modified, schema, MergeKeyOptions.DEFAULT);
    }

    /** The two-way patch, with a choice about duplicate merge keys and the $patchMergeKey directive. */
    public static ObjectNode createTwoWay(JsonNode original, JsonNode modified, PatchMetaLookup schema,
                                          MergeKeyOptions mergeKeys) {
        return guarded(() -> io.japply.threeway.smp.PatchCreator.twoWay(original, modified, schema, mergeKeys));
    }

    /**
     * The patch {@code kubectl apply} sends: the difference from current to modified without
     * deletions, plus the deletions from original to modified.
     */
    public static ObjectNode createThreeWay(JsonNode original, JsonNode modified, JsonNode current,
                                            PatchMetaLookup schema, ThreeWayOptions options) {
        return guarded(() -> io.japply.threeway.smp.PatchCreator.threeWay(original, modified, current, schema, options));
    }

    /** Applies {@code patch} to {@code document} as the API server does. */
    public static ObjectNode apply(JsonNode document, JsonNode patch, PatchMetaLookup schema) {
        return guarded(() -> io.japply.threeway.smp.PatchApplier.apply(document, patch, schema));
    }

    /** The engine recurses along the document; a tree too deep for the stack is bad input, not a crash. */
    static <T> T guarded(java.util.function.Supplier<T> work) {
        try {
            return work.get();
        } catch (StackOverflowError e) {
            throw new InvalidPatchException("", "document nested too deeply to patch");
        }
    }
}
