package io.japply.apply.internal.object;

import io.japply.apply.model.Sleeper;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.ServerKinds;
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
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.Action;
import io.japply.apply.model.PatchType;

/**
 * Applies one object as kubectl apply does (GET; absent: create with the annotation; present: the
 * three-way patch, nothing sent when it is {}), and safer: the patch carries the live
 * resourceVersion, so a change made between GET and PATCH is refused (409), re-read and merged.
 */
public final class Applier {
    public static final int MAX_TRIES = 5;

    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Sleeper sleeper;
    private final ServerKinds kinds;
    /** The warnings of the object being applied; this applier's cluster reports the server's here. */
    private final List<String> warnings;

    /** How the first read of each object is made: a GET, or a LIST shared by many objects. */
    private final ClientSideApply.LiveReader reads;
    /** A run of one object: its GET goes out while discovery is still to come ({@link EarlyRead}). */
    private final boolean single;
    /** For --atomic: a server-side apply reads the object first, to know what its manager applied before. */
    private final boolean recordBefore;

    /** The beginning of japply's note that a server dry run's --force would delete and create the object. */
    static final String FORCE_NOTE = "--force: the server refused the patch of ";

    public Applier(ClusterGateway cluster, ApplyOptions options, Sleeper sleeper) {
        this(cluster, options, sleeper, new ServerKinds(cluster.openApi(), BuiltinKinds.bundled()), ClusterGateway::get,
                false, new java.util.ArrayList<>(), false);
    }

    private Applier(ClusterGateway cluster, ApplyOptions options, Sleeper sleeper, ServerKinds kinds,
                    ClientSideApply.LiveReader reads, boolean single, List<String> warnings, boolean recordBefore) {
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
            Done action = options.serverSide()
                    ? new ServerSideApply(cluster, options, text -> warn(warnings, text)).apply(ref, served.get(), object)
                    : new ClientSideApply(cluster, options, sleeper, kinds, reads, text -> warn(warnings, text))
                            .apply(ref, served.get(), object, early, sent);
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

}
