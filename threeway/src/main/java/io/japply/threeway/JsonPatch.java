package io.japply.threeway;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.zjsonpatch.CompatibilityFlags;
import io.fabric8.zjsonpatch.JsonPatchException;
import java.util.EnumSet;

/** JSON patch (RFC 6902) through fabric8's zjsonpatch; the target is not changed. */
public final class JsonPatch {
    /** RFC 6902: removing a member that does not exist fails (zjsonpatch tolerates it by default). */
    private static final EnumSet<CompatibilityFlags> STRICT = EnumSet.of(CompatibilityFlags.FORBID_REMOVE_MISSING_OBJECT);

    private JsonPatch() {
    }

    public static JsonNode apply(JsonNode target, JsonNode patch) {
        if (patch == null || !patch.isArray()) {
            throw new InvalidPatchException("", "a JSON patch must be a list of operations");
        }
        try {
            return io.fabric8.zjsonpatch.JsonPatch.apply(patch, target, STRICT);
        } catch (JsonPatchException e) {
            throw new InvalidPatchException(e.getPath() == null ? "" : e.getPath().toString(), e.getMessage());
        } catch (RuntimeException e) {
            throw new InvalidPatchException("", "invalid JSON patch: " + e.getMessage());
        }
    }
}
