package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.redact.Redaction;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.Action;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.Failure;
import io.japply.apply.model.PatchType;
import io.japply.apply.model.Sleeper;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Nulls;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.meta.ServerKinds;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * kubectl's client-side apply of one served object: GET, then create with the annotation or send the
 * three-way patch (nothing when it is {}), the live resourceVersion in the patch so that a change made
 * since the GET is refused (409), read again and merged, up to {@link Applier#MAX_TRIES} times; --force
 * deletes and creates an object whose patch the server finds invalid.
 */
final class ClientSideApply {
    private static final Duration FIRST_BACKOFF = Duration.ofMillis(100);

    /** How an object is read: a GET, or a LIST shared by many objects. */
    interface LiveReader {
        Optional<ObjectNode> get(ClusterGateway cluster, ObjectRef ref, ClusterGateway.Served served);
    }

    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Sleeper sleeper;
    private final ServerKinds kinds;
    /** How the object is read after the first time (a 409's re-read). */
    private final LiveReader reads;
    private final Consumer<String> warnings;

    ClientSideApply(ClusterGateway cluster, ApplyOptions options, Sleeper sleeper, ServerKinds kinds, LiveReader reads,
                    Consumer<String> warnings) {
        this.cluster = cluster;
        this.options = options;
        this.sleeper = sleeper;
        this.kinds = kinds;
        this.reads = reads;
        this.warnings = warnings;
    }

    /** Applies the object ({@code early}: its GET already on the way, for a run of one object). */
    Done apply(ObjectRef ref, ClusterGateway.Served served, ObjectNode object, Optional<EarlyRead> early, SentWrites sent) {
        ObjectNode modified = LastApplied.modified(object, ref.namespace());
        long size = LastApplied.annotationsSize(modified);
        if (size > LastApplied.TOTAL_ANNOTATION_SIZE_LIMIT && options.serverSideFallback()) {
            return new ServerSideFallback(cluster, options, warnings)
                    .apply(ref, served, object, size, () -> reads.get(cluster, ref, served));
        }
        if (size > LastApplied.TOTAL_ANNOTATION_SIZE_LIMIT) {
            // the server would refuse it; say so before anything is sent
            throw Failure.tooLarge("its annotations would be " + size + " bytes with the last-applied configuration, over the "
                    + LastApplied.TOTAL_ANNOTATION_SIZE_LIMIT + "-byte limit; apply it with --server-side");
        }
        ClusterGateway.Write write = new ClusterGateway.Write(options.dryRun() == DryRun.SERVER,
                options.fieldManager(), false, options.fieldValidation());
        LiveReader firstRead = early.<LiveReader>map(e -> (c, r, s) -> e.answerOr(r, s, () -> reads.get(c, r, s)))
                .orElse(reads);
        Duration backoff = FIRST_BACKOFF;
        for (int attempt = 1; ; attempt++) {
            try {
                return attempt(ref, served, modified, write, attempt == 1 ? firstRead : reads, sent);
            } catch (ClusterGateway.Conflict e) {
                // changed (or created) by someone else since our GET: read again and recompute
                if (attempt == Applier.MAX_TRIES) {
                    throw Failure.input("the object kept changing while it was applied; gave up after " + Applier.MAX_TRIES
                            + " tries: " + e.getMessage());
                }
                pause(backoff);
                backoff = backoff.multipliedBy(2);
            }
        }
    }

    /** One GET and the write it calls for; a 409 on that write is thrown for the caller to retry. */
    private Done attempt(ObjectRef ref, ClusterGateway.Served served, ObjectNode modified, ClusterGateway.Write write,
                         LiveReader read, SentWrites sent) {
        Optional<ObjectNode> live;
        try {
            live = read.get(cluster, ref, served);
        } catch (ClusterGateway.Refused e) {
            throw ReadRefused.of(e, ref, served).orElseThrow(() -> e);
        }
        sent.read(live.orElse(null));
        if (live.isEmpty()) {
            sent.sending(Action.CREATED);
            ObjectNode created = options.dryRun() == DryRun.CLIENT
                    ? modified : create(ref, served, createBody(modified), write);
            return new Done(Action.CREATED, created);
        }
        Optional<ObjectNode> recorded = LastApplied.original(live.get());
        if (recorded.isEmpty()) {
            warnings.accept(MissingAnnotation.warning(served.plural(), ref.name()));
        }
        ObjectNode patch = ThreeWayPatch.forApply(strategic(ref), recorded, modified, live.get(), options.overwrite(),
                options.mergeKeys());
        if (patch.isEmpty()) {
            return new Done(sent.nothingLeft(live.get(), modified), live.get());
        }
        if (options.dryRun() == DryRun.CLIENT) {
            return new Done(Action.CONFIGURED, locally(ref, live.get(), patch), patch);
        }
        try {
            sent.sending(Action.CONFIGURED);
            return new Done(Action.CONFIGURED, send(ref, served, patch, live.get(), write), patch);
        } catch (ClusterGateway.Refused e) {
            if (!options.force() || !e.invalid()) {
                throw Redaction.isSecret(modified) ? e // the patch would quote the Secret's values
                        : WriteRefused.patching(e, ref, served, GoJson.write(patch)).orElseThrow(() -> e);
            }
            ObjectNode replaced = new ForceReplace(cluster, this::pause).replace(ref, served, live.get(),
                    createBody(modified), write);
            if (write.serverDryRun()) {
                warnings.accept(Applier.FORCE_NOTE + served.plural() + "/" + ref.name() + " ("
                        + e.getMessage() + "); it would be deleted and created again");
            }
            return new Done(Action.CONFIGURED, replaced, patch);
        }
    }

    /** The create of a client-side apply; a refusal in kubectl's words ({@link WriteRefused}). */
    private ObjectNode create(ObjectRef ref, ClusterGateway.Served served, ObjectNode body, ClusterGateway.Write write) {
        try {
            return cluster.create(ref, served, body, write);
        } catch (ClusterGateway.Refused e) {
            throw WriteRefused.creating(e).orElseThrow(() -> e);
        }
    }

    /**
     * What a create sends: the manifest without its null-valued fields, as kubectl's POST (the
     * annotation keeps them; the API server would read {@code x: null} in a map of strings as ""), and
     * without metadata.resourceVersion, which kubectl's create clears (a manifest saved by "kubectl get
     * -o yaml" carries one, and the server refuses a create that names one).
     */
    private static ObjectNode createBody(ObjectNode modified) {
        ObjectNode body = (ObjectNode) Nulls.prune(modified.deepCopy());
        if (body.get("metadata") instanceof ObjectNode metadata) {
            metadata.remove("resourceVersion");
        }
        return body;
    }

    /** The kind's strategic merge patch metadata from the server (else the bundle); empty for a custom resource. */
    private Optional<PatchMetaLookup> strategic(ObjectRef ref) {
        return kinds.resolve(ref.apiVersion(), ref.kind()).map(ServerKinds.Resolved::schema);
    }

    /** A client dry run's result: the patch applied by the engine, as the server would. */
    private ObjectNode locally(ObjectRef ref, ObjectNode live, ObjectNode patch) {
        return ThreeWayPatch.applyLocally(strategic(ref), live, patch);
    }

    /** The patch with the live resourceVersion in it: the server refuses it if the object changed since. */
    private ObjectNode send(ObjectRef ref, ClusterGateway.Served served, ObjectNode patch, ObjectNode live,
                            ClusterGateway.Write write) {
        ObjectNode locked = patch.deepCopy();
        String version = live.path("metadata").path("resourceVersion").asText("");
        if (!version.isEmpty()) {
            locked.withObject("/metadata").put("resourceVersion", version);
        }
        PatchType type = kinds.resolve(ref.apiVersion(), ref.kind()).isPresent()
                ? PatchType.STRATEGIC : PatchType.MERGE;
        return cluster.patch(ref, served, type, GoJson.write(locked), write);
    }


    private void pause(Duration duration) {
        try {
            sleeper.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw Failure.input("interrupted while waiting to retry");
        }
    }
}
