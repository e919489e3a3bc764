package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.threeway.MergeKeyOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.FieldValidation;

/** The diff as a library call (the command line's japply diff prints these values): saved live objects, no cluster. */
class DiffsTest {
    private static final ApplyOptions CLIENT_DRY_RUN = new ApplyOptions(List.of(), false, Optional.of("shop"),
            DryRun.CLIENT, true, ApplyOptions.DEFAULT_FIELD_MANAGER, Optional.empty(), false, false, false,
            new MergeKeyOptions(false, false), FieldValidation.STRICT).withoutMigration();

    private static final String LIVE = """
            apiVersion: v1
            kind: ConfigMap
            metadata:
              name: a
              namespace: shop
            data:
              ttl: "300"
            ---
            apiVersion: v1
            kind: Secret
            metadata:
              name: s
              namespace: shop
            stringData:
              password: hunter2
            """;

    /** What the listener heard, one line each. */
    private final List<String> heard = new ArrayList<>();
    private final DiffListener listener = new DiffListener() {
        @Override
        public void failed(String text, boolean asIs) {
            heard.add("failed: " + text);
        }

        @Override
        public void notPruning(int failed) {
            heard.add("not pruning: " + failed);
        }
    };

    private DiffResult diff(String manifests, Optional<String> applySet) {
        ClusterGateway saved = Diffs.saved(Manifests.parse("live.yaml", LIVE), Optional.of("shop"), Diffs.CONTEXT_NAMESPACE);
        DiffRequest request = new DiffRequest(CLIENT_DRY_RUN, applySet, Optional.empty(), DiffRequest.Shown.DEFAULT, false);
        return Diffs.run(saved, Manifests.parse("app.yaml", manifests), request, duration -> { }, listener);
    }

    @Test
    void eachObjectComesBackWithItsActionItsDiffAndItsChangedPathsSecretsMasked() {
        DiffResult result = diff("""
                apiVersion: v1
                kind: ConfigMap
                metadata:
                  name: a
                data:
                  ttl: "600"
                ---
                apiVersion: v1
                kind: Secret
                metadata:
                  name: s
                stringData:
                  password: swordfish
                ---
                apiVersion: v1
                kind: ConfigMap
                metadata:
                  name: b
                """, Optional.empty());
        assertEquals(List.of(), result.errors());
        assertEquals(List.of(), heard);
        assertEquals(List.of(DiffAction.CHANGE, DiffAction.CHANGE, DiffAction.CREATE),
                result.objects().stream().map(DiffObject::action).toList());
        DiffObject changed = result.objects().get(0);
        assertEquals("diff -u -N LIVE/v1.ConfigMap.shop.a MERGED/v1.ConfigMap.shop.a", changed.diffLines().get(0));
        assertEquals(List.of(new DiffChange("data.ttl", DiffChange.Op.REPLACE, changed.live().at("/data/ttl"),
                changed.merged().at("/data/ttl"))), changed.changes());
        DiffObject secret = result.objects().get(1);
        String texts = secret.liveText() + secret.mergedText() + secret.changes() + secret.diffLines();
        assertTrue(secret.changed(), "the password changes");
        for (String value : List.of("hunter2", "swordfish", "c3dvcmRmaXNo")) {
            assertTrue(!texts.contains(value), "a Secret's value shows: " + texts);
        }
        assertEquals(List.of(), result.pruned());
    }

    @Test
    void anObjectThatCannotBeDiffedIsHeardAndStopsThePrune() {
        DiffResult result = diff("""
                apiVersion: v1
                kind: ConfigMap
                metadata:
                  name: a
                  labels:
                    applyset.kubernetes.io/part-of: another-set
                """, Optional.of("configmaps/parent"));
        assertEquals(1, result.errors().size(), result.errors()::toString);
        assertEquals(List.of("failed: " + result.errors().get(0), "not pruning: 1"), heard);
        assertEquals(List.of(), result.objects());
        assertEquals(List.of(), result.pruned());
    }
}
