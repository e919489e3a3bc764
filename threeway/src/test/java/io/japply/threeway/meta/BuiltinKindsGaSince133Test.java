package io.japply.threeway.meta;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The kinds that became GA (a v1 of their group) between Kubernetes 1.33 and 1.37 are bundled, with
 * their scope, resource and patch metadata, so that the offline preview (diff --live) and the
 * bundled fallback handle them as a 1.37 server does. The list is the spec diff of v1.32.6 against
 * v1.37.2 (tools/compare-openapi --kinds OLD NEW, the v1 kinds added, lists left out); each of them
 * is also served by a default v1.37.2 kube-apiserver (tools/openapi-from-test-cluster).
 */
class BuiltinKindsGaSince133Test {
    private final BuiltinKinds kinds = BuiltinKinds.bundled();

    private record Ga(String apiVersion, String kind, boolean namespaced, String resource) {
    }

    private static final List<Ga> GA_SINCE_1_33 = List.of(
            new Ga("admissionregistration.k8s.io/v1", "MutatingAdmissionPolicy", false, "mutatingadmissionpolicies"),
            new Ga("admissionregistration.k8s.io/v1", "MutatingAdmissionPolicyBinding", false,
                    "mutatingadmissionpolicybindings"),
            new Ga("certificates.k8s.io/v1", "ClusterTrustBundle", false, "clustertrustbundles"),
            new Ga("certificates.k8s.io/v1", "PodCertificateRequest", true, "podcertificaterequests"),
            new Ga("networking.k8s.io/v1", "IPAddress", false, "ipaddresses"),
            new Ga("networking.k8s.io/v1", "ServiceCIDR", false, "servicecidrs"),
            new Ga("resource.k8s.io/v1", "DeviceClass", false, "deviceclasses"),
            new Ga("resource.k8s.io/v1", "DeviceTaintRule", false, "devicetaintrules"),
            new Ga("resource.k8s.io/v1", "ResourceClaim", true, "resourceclaims"),
            new Ga("resource.k8s.io/v1", "ResourceClaimTemplate", true, "resourceclaimtemplates"),
            new Ga("resource.k8s.io/v1", "ResourceSlice", false, "resourceslices"),
            new Ga("storage.k8s.io/v1", "VolumeAttributesClass", false, "volumeattributesclasses"),
            new Ga("storagemigration.k8s.io/v1", "StorageVersionMigration", false, "storageversionmigrations"));

    @Test
    void everyKindGaSince133IsBundledWithItsScopeAndResource() {
        List<Executable> checks = new ArrayList<>();
        for (Ga ga : GA_SINCE_1_33) {
            String name = ga.apiVersion() + " " + ga.kind();
            checks.add(() -> {
                BuiltinKinds.Kind kind = kinds.find(ga.apiVersion(), ga.kind())
                        .orElseThrow(() -> new AssertionError(name + " is not bundled (" + kinds.kubernetesVersion() + ")"));
                String group = ga.apiVersion().substring(0, ga.apiVersion().indexOf('/'));
                String[] parts = group.split("\\.");
                assertEquals("io.k8s.api." + parts[0] + ".v1." + ga.kind(), kind.definition(), name);
                assertTrue(kind.strategicMergePatch(), name + " takes a strategic merge patch");
                assertEquals(ga.namespaced(), kind.namespaced(), name + " namespaced");
                assertEquals(Optional.of(ga.resource()), kinds.resource(ga.apiVersion(), ga.kind()), name);
            });
        }
        assertAll(checks);
    }

    @Test
    void theirListsMergeByTheKeysTheSpecNames() {
        assertAll(
                () -> assertMerge("admissionregistration.k8s.io/v1", "MutatingAdmissionPolicy", "name", "spec", "matchConditions"),
                () -> assertMerge("resource.k8s.io/v1", "ResourceClaim", "uid", "status", "reservedFor"),
                () -> assertMerge("resource.k8s.io/v1", "DeviceTaintRule", "type", "status", "conditions"),
                () -> assertMerge("networking.k8s.io/v1", "ServiceCIDR", "type", "status", "conditions"),
                () -> assertMerge("certificates.k8s.io/v1", "PodCertificateRequest", "type", "status", "conditions"),
                () -> assertMerge("storagemigration.k8s.io/v1", "StorageVersionMigration", "type", "status", "conditions"),
                () -> assertMerge("resource.k8s.io/v1", "ResourceClaimTemplate", "uid", "spec", "metadata", "ownerReferences"));
    }

    /** Lists the spec gives no strategy are replaced whole, as kubectl replaces them. */
    @Test
    void listsWithoutAStrategyAreReplaced() {
        assertEquals(PatchMeta.NONE, meta("resource.k8s.io/v1", "ResourceSlice", "spec", "devices"));
        assertEquals(PatchMeta.NONE, meta("networking.k8s.io/v1", "ServiceCIDR", "spec", "cidrs"));
        assertEquals(PatchMeta.NONE, meta("resource.k8s.io/v1", "ResourceClaim", "spec", "devices", "requests"));
    }

    private void assertMerge(String apiVersion, String kind, String key, String... path) {
        assertEquals(new PatchMeta(List.of("merge"), key), meta(apiVersion, kind, path),
                apiVersion + " " + kind + " " + String.join(".", path));
    }

    /** The metadata of the list at {@code path} (maps down to its last element). */
    private PatchMeta meta(String apiVersion, String kind, String... path) {
        PatchMetaLookup lookup = kinds.find(apiVersion, kind)
                .orElseThrow(() -> new AssertionError(apiVersion + " " + kind + " is not bundled")).schema();
        for (int i = 0; i < path.length - 1; i++) {
            lookup = lookup.lookupMap(path[i]).next();
        }
        return lookup.lookupList(path[path.length - 1]).meta();
    }
}
