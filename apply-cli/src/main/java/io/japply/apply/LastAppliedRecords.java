package io.japply.apply;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.redact.Redaction;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.util.Optional;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.Failure;
import io.japply.apply.model.PatchType;

/**
 * kubectl's set-last-applied and edit-last-applied, on the objects {@link LastAppliedTargets#find} found:
 * only the last-applied annotation of a live object changes, by a JSON merge patch of it alone.
 */
public final class LastAppliedRecords {
    /** The manager the API server records for kubectl's set-last-applied: its User-Agent's program name. */
    public static final String SERVER_NAMED_MANAGER = "kubectl";

    private LastAppliedRecords() {
    }

    /**
     * view-last-applied's record of an object: empty when it has none and was named by argument (kubectl
     * skips it); a {@link Failure} in kubectl's words for an object of a file that has none.
     */
    public static Optional<ObjectNode> recorded(LastAppliedTargets.Target target) {
        Optional<ObjectNode> recorded = LastApplied.original(target.live());
        if (recorded.isEmpty() && target.manifest().isPresent()) {
            throw Failure.input("error when no last-applied-configuration annotation found on resource: "
                    + target.ref().name() + "\n \"" + target.manifest().get().source() + "\": <nil>");
        }
        return recorded;
    }

    /** A record as japply shows it: a Secret's values, also in its own annotation, written "***"; other kinds as they are. */
    public static ObjectNode masked(ObjectNode recorded) {
        return Redaction.masked(recorded);
    }

    /**
     * set-last-applied's record for an object of a file: the file's object as read (its namespace filled
     * in) as kubectl writes it, compared byte for byte; empty when the live object already holds it. A
     * {@link Failure} in kubectl's words when the live object has none and {@code create} is false.
     */
    public static Optional<String> fromFile(LastAppliedTargets.Target target, boolean create) {
        if (LastApplied.original(target.live()).isEmpty() && !create) {
            throw Failure.input("no last-applied-configuration annotation found on resource: " + target.ref().name()
                    + ", to create the annotation, run the command with --create-annotation");
        }
        ObjectNode object = target.manifest().orElseThrow().object().deepCopy();
        if (target.ref().namespace() != null) {
            object.withObject("/metadata").put("namespace", target.ref().namespace());
        }
        String recorded = GoJson.write(object) + "\n";
        boolean same = recorded.equals(target.live().path("metadata").path("annotations").path(LastApplied.KEY).asText(null));
        return same ? Optional.empty() : Optional.of(recorded);
    }

    /** An edited configuration as the annotation holds it: kubectl ends it with a newline, as apply does. */
    public static String of(ObjectNode configuration) {
        return GoJson.write(configuration) + "\n";
    }

    /** Writes {@code recorded} as the object's annotation, nothing else; the server's answer. */
    public static ObjectNode write(ClusterGateway gateway, ObjectRef ref, ClusterGateway.Served served, String recorded,
                                   ClusterGateway.Write write) {
        ObjectNode patch = Json.object();
        patch.putObject("metadata").putObject("annotations").put(LastApplied.KEY, recorded);
        return gateway.patch(ref, served, PatchType.MERGE, GoJson.write(patch), write);
    }

    /**
     * set-last-applied's write: kubectl names no manager and the server takes it from the User-Agent
     * ("kubectl"); japply's client is another, so it names kubectl's for the same managedFields. With a
     * client dry run nothing is sent and the live object as read comes back.
     */
    public static ObjectNode set(ClusterGateway gateway, LastAppliedTargets.Target target, String recorded, DryRun mode) {
        if (mode == DryRun.CLIENT) {
            return target.live();
        }
        return write(gateway, target.ref(), target.served(), recorded, new ClusterGateway.Write(mode == DryRun.SERVER, SERVER_NAMED_MANAGER,
                false, null));
    }
}
