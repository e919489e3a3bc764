package io.japply.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;

/**
 * The patch {@code kubectl apply} sends for one object. Without an explicit original, the original is
 * the live object's last-applied annotation (none: empty) and modified is the local object with the
 * new annotation in it, as kubectl builds them; with one, the documents are used as given.
 */
final class ComputePatch {
    /** One case; {@code current} may be null only for a two-way patch from an explicit original. */
    record Case(Optional<ObjectNode> original, ObjectNode modified, ObjectNode current,
                boolean overwrite, boolean twoWay) {
    }

    private final PatchMetaLookup schema;

    ComputePatch(PatchMetaLookup schema) {
        this.schema = schema;
    }

    ObjectNode patch(Case c) {
        ObjectNode original = c.original().orElseGet(() -> LastApplied.original(c.current()).orElseGet(Json::object));
        ObjectNode modified = c.original().isPresent() ? c.modified() : LastApplied.modified(c.modified());
        if (c.twoWay()) {
            return StrategicMergePatch.createTwoWay(original, modified, schema);
        }
        ThreeWayOptions options = c.overwrite() ? ThreeWayOptions.OVERWRITE : ThreeWayOptions.DETECT_CONFLICTS;
        return StrategicMergePatch.createThreeWay(original, modified, c.current(), schema, options);
    }

    /** A batch line {"original"?, "modified", "current", "overwrite"?, "twoWay"?} to {"patch"}. */
    ObjectNode line(ObjectNode line) {
        Optional<ObjectNode> original = LineFields.optionalObject(line, "original");
        boolean twoWay = LineFields.bool(line, "twoWay", false);
        ObjectNode current = twoWay && original.isPresent()
                ? LineFields.optionalObject(line, "current").orElse(null)
                : LineFields.object(line, "current");
        Case c = new Case(original, LineFields.object(line, "modified"), current,
                LineFields.bool(line, "overwrite", true), twoWay);
        ObjectNode answer = Json.object();
        answer.set("patch", patch(c));
        return answer;
    }
}
