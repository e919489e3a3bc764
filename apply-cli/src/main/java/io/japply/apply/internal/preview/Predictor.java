package io.japply.apply.internal.preview;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.RecordingGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.object.Applier;
import io.japply.apply.model.Manifest;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.preview.normalize.KindFacts;
import io.japply.apply.internal.preview.normalize.Normalizer;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import io.japply.apply.model.DryRun;
import io.japply.apply.internal.object.Outcome;

/**
 * Predicts what an apply would store: every manifest goes through the apply as a dry run (the
 * server's, or the engine's for a client dry run), and the live object each started from is kept.
 */
public final class Predictor {
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final io.japply.apply.model.Sleeper sleeper;

    /** {@code options} must ask for a dry run: a prediction never writes. */
    public Predictor(ClusterGateway cluster, ApplyOptions options, io.japply.apply.model.Sleeper sleeper) {
        if (options.dryRun() == DryRun.NONE) {
            throw new IllegalArgumentException("a prediction is a dry run");
        }
        this.cluster = cluster;
        this.options = options;
        this.sleeper = sleeper;
    }

    /** Each object's prediction, in input order, and each failure to {@code failed}. */
    public List<Prediction> predict(List<Manifest> manifests, Consumer<Outcome> failed) {
        return predict(manifests, outcome -> { }, failed);
    }

    /** The same, {@code seen} hearing every outcome first, as it comes (to print its warnings in input order). */
    public List<Prediction> predict(List<Manifest> manifests, Consumer<Outcome> seen,
                                    Consumer<Outcome> failed) {
        RecordingGateway recording = new RecordingGateway(cluster);
        Applier plain = new Applier(recording, options, sleeper);
        // kubectl diff reads each object before its server-side dry run, and a refused read stops it there
        Applier applier = options.serverSide() ? plain.recordingBefore() : plain;
        List<Prediction> predictions = new java.util.ArrayList<>();
        for (Manifest manifest : manifests) {
            Outcome outcome = applier.apply(manifest);
            seen.accept(outcome);
            if (outcome.failed()) {
                failed.accept(outcome);
                continue;
            }
            Optional<ObjectNode> live = options.serverSide() ? read(outcome.ref()) : recording.lastRead(outcome.ref());
            ObjectNode predicted = options.dryRun() == DryRun.CLIENT ? stored(outcome, live) : outcome.result();
            predictions.add(new Prediction(outcome, live.orElse(null), predicted));
        }
        return predictions;
    }

    /** A server-side apply reads nothing: the live object it is compared with is read after it (a dry run changed nothing). */
    private Optional<ObjectNode> read(ObjectRef ref) {
        return cluster.resource(ref.apiVersion(), ref.kind()).flatMap(served -> cluster.get(ref, served));
    }

    /** The engine's prediction as the server would store it (a server dry run answers with the stored form). */
    private static ObjectNode stored(Outcome outcome, Optional<ObjectNode> live) {
        ObjectRef ref = outcome.ref();
        return Normalizer.normalize(outcome.result(), KindFacts.bundled(ref.apiVersion(), ref.kind(), ref.namespace() != null),
                live);
    }
}
