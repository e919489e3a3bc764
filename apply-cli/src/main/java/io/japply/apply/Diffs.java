package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.cluster.LiveFiles;
import io.japply.apply.internal.object.MissingAnnotation;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.internal.object.WriteRefused;
import io.japply.apply.internal.redact.MessageMasking;
import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.Predictor;
import io.japply.apply.internal.preview.PrunePreview;
import io.japply.apply.internal.read.NoObjects;
import io.japply.apply.internal.support.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.model.Manifest;
import io.japply.apply.model.Sleeper;

/**
 * kubectl diff, as values: each object goes through the apply as a dry run (the server's, or the
 * engine's), and the live object it started from is compared with the result, masked and rendered as
 * kubectl diff compares them; with a prune, the members the apply would delete follow. Nothing is
 * written and nothing printed: the objects come back, the warnings and errors go to a listener as
 * they come.
 */
public final class Diffs {
    /** The namespace of a saved-objects diff when no kubeconfig names a server. */
    public static final String CONTEXT_NAMESPACE = LiveFiles.CONTEXT_NAMESPACE;

    private Diffs() {
    }

    /**
     * The diff of {@code manifests} on {@code cluster}: the prune's parent is read and checked first (a
     * {@link Failure} when the apply would refuse it), then every object predicted, then the members.
     */
    public static DiffResult run(ClusterGateway cluster, List<Manifest> manifests, DiffRequest request,
                                 Sleeper sleeper, DiffListener listener) {
        Optional<PrunePreview> prune = request.applySet()
                .map(parent -> PrunePreview.start(parent, cluster, request.apply()))
                .or(() -> request.labelPrune().map(labels -> PrunePreview.byLabel(labels, cluster, request.apply())));
        List<Manifest> input = prune.map(p -> p.label(manifests)).orElse(manifests);
        List<String> errors = new ArrayList<>();
        List<Prediction> predictions = new Predictor(cluster, request.apply(), sleeper).predict(input,
                outcome -> listener.warnings(outcome.warnings().stream()
                        .filter(w -> request.applying() || !MissingAnnotation.isWarning(w)).toList()),
                outcome -> errors.add(failed(outcome, request, listener)));
        List<DiffObject> objects = predictions.stream().map(p -> DiffObject.of(p, request.shown())).toList();
        List<DiffObject> pruned = prune.map(p -> pruned(p, predictions, errors.size(), request, listener))
                .orElse(List.of());
        return new DiffResult(objects, pruned, errors);
    }

    /** The same for manifests read by {@link Manifests}. */
    public static DiffResult run(ClusterGateway cluster, Manifests manifests, DiffRequest request, Sleeper sleeper,
                                 DiffListener listener) {
        return run(cluster, manifests.list(), request, sleeper, listener);
    }

    /**
     * The objects saved in files ({@code kubectl get -o yaml} output) as the cluster a diff reads, nothing
     * sent anywhere; {@code contextNamespace}: where an object that names none would go without -n.
     */
    public static ClusterGateway saved(List<Manifest> live, Optional<String> namespace, String contextNamespace) {
        return LiveFiles.read(live, namespace, contextNamespace);
    }

    /** The same for objects read by {@link Manifests}. */
    public static ClusterGateway saved(Manifests live, Optional<String> namespace, String contextNamespace) {
        return saved(live.list(), namespace, contextNamespace);
    }

    /**
     * An input with no objects is refused, as apply refuses it ({@code command} names the verb): a wrong
     * path or an empty render must fail, not show every member pruned.
     */
    public static void requireObjects(List<String> files, boolean recursive, List<Manifest> manifests, String command) {
        NoObjects.require(files, recursive, manifests, command);
    }

    /** As above, relative names read in {@code directory} (the run's working directory). */
    public static void requireObjects(List<String> files, boolean recursive, List<Manifest> manifests, String command,
                                      java.nio.file.Path directory) {
        NoObjects.require(files, recursive, manifests, command, directory);
    }

    /**
     * Apply prunes only after an apply where nothing failed; so when an object could not be diffed none is
     * shown as deleted, and the listener hears why. The server's warnings on the listing go to it as they come.
     */
    private static List<DiffObject> pruned(PrunePreview prune, List<Prediction> predictions, int failed,
                                           DiffRequest request, DiffListener listener) {
        if (failed > 0) {
            listener.notPruning(failed);
            return List.of();
        }
        listener.pruning();
        List<ObjectRef> kept = predictions.stream().map(p -> p.outcome().ref()).toList();
        return prune.members(kept, text -> listener.warnings(List.of(text))).stream()
                .map(m -> DiffObject.pruned(m, request.shown())).toList();
    }

    /** The error of an object that cannot be diffed, told to the listener; kubectl diff's words unless applying. */
    private static String failed(Outcome outcome, DiffRequest request, DiffListener listener) {
        java.util.Optional<String> conflict = request.applying() ? java.util.Optional.empty()
                : WriteRefused.conflictAsDiffSays(outcome.cause(), masked(outcome, request));
        if (conflict.isPresent()) {
            com.fasterxml.jackson.databind.JsonNode object = outcome.manifest().object();
            listener.withoutLock(object.path("apiVersion").asText(), object.path("kind").asText(),
                    object.path("metadata").path("name").asText());
            ErrorWords.Told told = ErrorWords.told(conflict.get(), java.util.Optional.empty(), false);
            listener.failed(told.text(), told.asIs());
            return told.text();
        }
        // kubectl diff's refused GET is the server's words alone, as the server said them
        boolean refusedRead = !request.applying() && outcome.cause() instanceof ClusterGateway.Refused
                && Messages.isServerWords(outcome.error()) && outcome.error().contains("\nfrom server for: ");
        String text = refusedRead ? outcome.cause().getMessage() : Messages.text(masked(outcome, request), null);
        // kubectl diff's words for a refused write are its own, not apply's, the server's frame first; its
        // first error ends its run, so an Invalid answer is always told as a run's only error (its details)
        ErrorWords.Told told = request.applying() ? ErrorWords.told(text, java.util.Optional.empty(), false)
                : ErrorWords.told(WriteRefused.asDiffSays(text), alone(outcome, request), false);
        listener.failed(told.text(), told.asIs());
        return told.text();
    }

    /** kubectl's words for an Invalid answer that is the run's only error, a Secret's values masked. */
    private static java.util.Optional<String> alone(Outcome outcome, DiffRequest request) {
        Manifest manifest = outcome.manifest();
        return ErrorWords.alone(outcome.cause()).map(text -> request.shown().secrets() || manifest.problem().isPresent() ? text
                : MessageMasking.mask(text, manifest.object()));
    }

    /** The refusal with a Secret's values masked: the API server quotes the value it refuses. */
    private static String masked(Outcome outcome, DiffRequest request) {
        Manifest manifest = outcome.manifest();
        return request.shown().secrets() || manifest.problem().isPresent() ? outcome.error()
                : MessageMasking.mask(outcome.error(), manifest.object());
    }
}
