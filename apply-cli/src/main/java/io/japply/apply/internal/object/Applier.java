package io.japply.apply.internal.object;

import io.japply.apply.model.Sleeper;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.PatchException;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Nulls;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.meta.ServerKinds;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.redact.MessageMasking;
import io.japply.apply.model.Failure;
import io.japply.apply.internal.support.Messages;
import io.japply.apply.internal.cluster.ListedLive;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.cluster.Namespaces;
import io.japply.apply.internal.redact.Redaction;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.Action;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.PatchType;

/**
 * Applies one object as kubectl apply does (GET; absent: create with the annotation; present: the
 * three-way patch, nothing sent when it is {}), and safer: the patch carries the live
 * resourceVersion, so a change made between GET and PATCH is refused (409), re-read and merged.
 */
public final class Applier {
    public static final int MAX_TRIES = 5;
    private static final Duration FIRST_BACKOFF = Duration.ofMillis(100);

    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Sleeper sleeper;
    private final ServerKinds kinds;
    /** The warnings of the object being applied; this applier's cluster reports the server's here. */
    private final List<String> warnings;

    /** How the first read of each object is made: a GET, or a LIST shared by many objects. */
    private final LiveReader reads;
    /** A run of one object: its GET goes out while discovery is still to come ({@link EarlyRead}). */
    private final boolean single;
    /** For --atomic: a server-side apply reads the object first, to know what its manager applied before. */
    private final boolean recordBefore;

    /** The beginning of japply's note that a server dry run's --force would delete and create the object. */
    static final String FORCE_NOTE = "--force: the server refused the patch of ";

    private interface LiveReader {
        Optional<ObjectNode> get(ClusterGateway cluster, ObjectRef ref, ClusterGateway.Served served);
    }

    public Applier(ClusterGateway cluster, ApplyOptions options, Sleeper sleeper) {
        this(cluster, options, sleeper, new ServerKinds(cluster.openApi(), BuiltinKinds.bundled()), ClusterGateway::get,
                false, new java.util.ArrayList<>(), false);
    }

    private Applier(ClusterGateway cluster, ApplyOptions options, Sleeper sleeper, ServerKinds kinds, LiveReader reads,
                    boolean single, List<String> warnings, boolean recordBefore) {
        this.recordBefore = recordBefore;
        this.cluster = cluster;
        this.options = options;
        this.sleeper = sleeper;
        this.kinds = kinds;
        this.reads = reads;
        this.single = single;
        this.warnings = warnings;
    }

    /** The same applier reading the live objects of these manifests with a LIST per kind and namespace. */
    public Applier listing(List<Manifest> manifests) {
        if (options.serverSide()) {
            return this; // a server-side apply reads nothing (but for --atomic, see recordingBefore)
        }
        List<ObjectNode> objects = manifests.stream().filter(m -> m.problem().isEmpty()).map(Manifest::object).toList();
        ListedLive listed = new ListedLive(objects, this::namespaceHint);
        MetadataAhead.start(kinds, objects);
        return new Applier(cluster, options, sleeper, kinds, listed::get, objects.size() == 1,
                new java.util.ArrayList<>(), recordBefore);
    }

    /** The same applier reading, before a server-side apply, what its field manager applied there before. */
    public Applier recordingBefore() {
        return new Applier(cluster, options, sleeper, kinds, reads, single, warnings, true);
    }

    /**
     * Starts reading a kind's OpenAPI now, on another thread: called as the kind's first object is read,
     * so that the documents travel while the other files are read. A server-side apply reads none.
     */
    public void metadataAhead(String apiVersion, String kind) {
        if (!options.serverSide()) {
            MetadataAhead.start(kinds, apiVersion, kind);
        }
    }

    private String namespaceHint(ObjectNode object) {
        String inFile = object.path("metadata").path("namespace").asText("");
        return !inFile.isEmpty() ? inFile : options.namespace().orElseGet(cluster::contextNamespace);
    }

    /** Applies one object; the warnings of its requests (and only of its requests) come with the outcome. */
    public Outcome apply(Manifest manifest) {
        List<String> collected = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        Applier scoped = new Applier(cluster.reportingTo(text -> warn(collected, text)), options, sleeper, kinds, reads,
                single, collected, recordBefore);
        return scoped.applyHere(manifest).withWarnings(collected);
    }

    /** A warning once per object: a retry reads again and meets the same warnings. */
    private static void warn(List<String> warnings, String text) {
        synchronized (warnings) {
            if (!warnings.contains(text)) {
                warnings.add(text);
            }
        }
    }

    private Outcome applyHere(Manifest manifest) {
        if (manifest.problem().isPresent()) {
            return new Outcome(manifest, null, null, manifest.where() + ": " + manifest.error());
        }
        ObjectNode object = manifest.object();
        String apiVersion = object.get("apiVersion").asText();
        String kind = object.get("kind").asText();
        Optional<EarlyRead> early = single && !options.serverSide()
                ? EarlyRead.start(cluster, object, options.namespace()) : Optional.empty();
        Optional<ClusterGateway.Served> served;
        try {
            served = cluster.resource(apiVersion, kind);
        } catch (ClusterGateway.Refused e) {
            return Outcome.failure(manifest, manifest.where() + ": " + e.getMessage(), e);
        }
        if (served.isEmpty()) {
            String message = NoMatches.message(manifest, kind, apiVersion);
            return Outcome.failure(manifest, message, new ClusterGateway.Refused(404, message));
        }
        ObjectRef ref;
        try {
            ref = ObjectRef.of(object, Namespaces.of(object, served.get(), options.namespace(), cluster));
            SentWrites sent = new SentWrites();
            Outcome.Before before = options.serverSide() && recordBefore ? readBefore(ref, served.get()) : null;
            Done action = options.serverSide() ? new ServerSideApply(cluster, options, text -> warn(warnings, text)).apply(ref, served.get(), object)
                    : applyServed(ref, served.get(), object, early, sent);
            if (action.done() != Action.CREATED && BeingDeleted.is(action.result())) {
                warn(warnings, BeingDeleted.warning(ref.name()));
            }
            return new Outcome(manifest, ref, action.done(), action.result(), null, List.of(),
                    action.serverSide() ? PatchType.APPLY : patchTypeOf(ref, action.done()), action.patch(), null,
                    before != null ? before : new Outcome.Before(action.done() != Action.CREATED, sent.firstSeen()));
        } catch (ReadRefused e) {
            return Outcome.failure(manifest, e.text(manifest.source()), e.refused());
        } catch (WriteRefused e) {
            return Outcome.failure(manifest, e.text(manifest.source()), e.refused());
        } catch (Failure | PatchException | ClusterGateway.Refused | ClusterGateway.Conflict e) {
            // a Secret's values stay out of the message: a conflict names them, the server quotes them
            String text = MessageMasking.message(e, object);
            return Outcome.failure(manifest, Messages.isKubectlWords(text) ? text : manifest.where() + ": " + text,
                    maskedAlone(e, object));
        }
    }

    /**
     * The read before a server-side apply (--atomic's, diff's): a refusal is told as the server said it,
     * as kubectl diff tells its GET's and apply its server-side patch's.
     */
    private Outcome.Before readBefore(ObjectRef ref, ClusterGateway.Served served) {
        try {
            return AppliedFields.before(cluster, ref, served, options.fieldManager());
        } catch (ClusterGateway.Refused e) {
            throw WriteRefused.serverSide(e).orElseThrow(() -> e);
        }
    }

    /** A refusal whose words for a run's only error ({@link ClusterGateway.Refused#alone}) quote no Secret value. */
    private static RuntimeException maskedAlone(RuntimeException e, ObjectNode object) {
        if (e instanceof ClusterGateway.Refused refused && refused.alone().isPresent()) {
            return new ClusterGateway.Refused(refused.code(), refused.getMessage(), refused.serverWords().orElse(null),
                    MessageMasking.mask(refused.alone().get(), object));
        }
        return e;
    }

    /** The kind of patch sent (or that would be), for the summary; null when none was (created, unchanged). */
    private PatchType patchTypeOf(ObjectRef ref, Action done) {
        return switch (done) {
            case SERVER_SIDE_APPLIED -> PatchType.APPLY;
            case CONFIGURED -> kinds.resolve(ref.apiVersion(), ref.kind()).isPresent()
                    ? PatchType.STRATEGIC : PatchType.MERGE;
            default -> null;
        };
    }

    private Done applyServed(ObjectRef ref, ClusterGateway.Served served, ObjectNode object,
                             Optional<EarlyRead> early, SentWrites sent) {
        ObjectNode modified = LastApplied.modified(object, ref.namespace());
        long size = LastApplied.annotationsSize(modified);
        if (size > LastApplied.TOTAL_ANNOTATION_SIZE_LIMIT && options.serverSideFallback()) {
            return new ServerSideFallback(cluster, options, text -> warn(warnings, text))
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
                if (attempt == MAX_TRIES) {
                    throw Failure.input("the object kept changing while it was applied; gave up after " + MAX_TRIES
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
            warn(warnings, MissingAnnotation.warning(served.plural(), ref.name()));
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
                warn(warnings, FORCE_NOTE + served.plural() + "/" + ref.name() + " ("
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
