package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What two runs of kubectl differ in is masked, and nothing else (no cluster needed). */
class RunMasksTest {
    @Test
    void aDeploymentConditionsTimesAreMaskedInYamlJsonAndDiffLines() {
        // kube-state-metrics' Deployment after a rollout, as dry-run -o yaml/json and diff print it on two
        // clusters: the controller wrote its conditions a second apart (bin/try-manifests --real, December 2026)
        assertEquals("    - lastTransitionTime: ASSIGNED\n      lastUpdateTime: ASSIGNED\n      type: Progressing\n",
                RunMasks.runIndependent("    - lastTransitionTime: \"2026-12-07T19:18:05Z\"\n"
                        + "      lastUpdateTime: \"2026-12-07T19:18:19Z\"\n      type: Progressing\n"));
        assertEquals("                        \"lastUpdateTime\": ASSIGNED\n",
                RunMasks.runIndependent("                        \"lastUpdateTime\": \"2026-12-07T19:18:20Z\",\n"));
        assertEquals("-    lastUpdateTime: ASSIGNED\n+    lastUpdateTime: ASSIGNED\n",
                RunMasks.runIndependent("-    lastUpdateTime: \"2026-12-07T19:18:05Z\"\n+    lastUpdateTime: \"2026-12-07T19:18:20Z\"\n"));
    }

    @Test
    void whatTheManifestSaysIsKept() {
        // a field of the same name nested as a map, and a description mentioning it, are compared as they are
        assertEquals("  lastUpdateTime:\n    type: string\n  description: the lastUpdateTime of the condition\n",
                RunMasks.runIndependent("  lastUpdateTime:\n    type: string\n  description: the lastUpdateTime of the condition\n"));
        assertEquals("  \"lastUpdateTime\": {\n", RunMasks.runIndependent("  \"lastUpdateTime\": {\n"));
        assertEquals("      reason: ReplicaSetUpdated\n", RunMasks.runIndependent("      reason: ReplicaSetUpdated\n"));
    }
}
