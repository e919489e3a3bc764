package io.japply.apply.internal.preview.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.japply.threeway.meta.BuiltinKinds;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** omitted-when-zero.txt is generated for the bundled Kubernetes version (tools/omitted-when-zero/run). */
class OmittedWhenZeroTest {
    private static List<String> lines() throws IOException {
        try (InputStream in = OmittedWhenZero.class.getResourceAsStream("omitted-when-zero.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    @Test
    void isMadeFromTheBundledVersion() throws IOException {
        String version = BuiltinKinds.bundled().kubernetesVersion();
        assertTrue(lines().get(0).startsWith("# Fields of the Kubernetes " + version + " API types"),
                "regenerate: tools/omitted-when-zero/run SPEC_DIR " + version + "; was: " + lines().get(0));
    }

    /** Every field it names is a property of a bundled definition: none of a version the bundle dropped. */
    @Test
    void namesOnlyPropertiesOfTheBundledDefinitions() throws IOException {
        List<String> unknown = new ArrayList<>();
        for (String line : lines()) {
            if (line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(": ", 2);
            for (String property : parts[1].split(" ")) {
                boolean known = BuiltinKinds.bundled().definition(parts[0])
                        .map(d -> d.path("properties").has(property)).orElse(false);
                if (!known) {
                    unknown.add(parts[0] + "/" + property);
                }
            }
        }
        assertEquals(List.of(), unknown);
    }

    /** The scalar fields of kinds GA since 1.33 (resource.k8s.io/v1) are dropped at their zero value. */
    @Test
    void coversTheKindsGaSince133() {
        assertTrue(OmittedWhenZero.omitted("io.k8s.api.resource.v1.ExactDeviceRequest", "allocationMode", TextNode.valueOf("")));
        assertTrue(OmittedWhenZero.omitted("io.k8s.api.resource.v1.ExactDeviceRequest", "count", IntNode.valueOf(0)));
        assertTrue(OmittedWhenZero.omitted("io.k8s.api.admissionregistration.v1.MutatingAdmissionPolicyBindingSpec",
                "policyName", TextNode.valueOf("")));
        assertFalse(OmittedWhenZero.omitted("io.k8s.api.resource.v1.ExactDeviceRequest", "count", IntNode.valueOf(1)));
    }
}
