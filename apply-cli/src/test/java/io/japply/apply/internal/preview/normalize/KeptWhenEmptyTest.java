package io.japply.apply.internal.preview.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.threeway.meta.BuiltinKinds;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeptWhenEmptyTest {
    /** ResourceClaim's spec.devices.requests has no omitempty (k8s.io/api v0.37.2 resource/v1): [] is stored. */
    @Test
    void theRequestsOfAResourceClaimAreKeptEmpty() {
        assertTrue(KeptWhenEmpty.kept("io.k8s.api.resource.v1.DeviceClaim", "requests"));
        assertTrue(KeptWhenEmpty.kept("io.k8s.api.resource.v1beta2.DeviceClaim", "requests"), "its beta shares the tag");
        assertFalse(KeptWhenEmpty.kept("io.k8s.api.resource.v1.DeviceClaim", "constraints"));
    }

    /** Every field named is a property of a definition of the bundled kinds. */
    @Test
    void namesOnlyPropertiesOfTheBundledDefinitions() {
        List<String> unknown = KeptWhenEmpty.FIELDS.stream().filter(field -> {
            String[] parts = field.split("/", 2);
            return !BuiltinKinds.bundled().definition(parts[0]).map(d -> d.path("properties").has(parts[1])).orElse(false);
        }).sorted().toList();
        assertEquals(List.of(), unknown);
    }
}
