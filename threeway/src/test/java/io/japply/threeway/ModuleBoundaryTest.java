package io.japply.threeway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.module.ModuleDescriptor;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The engine's module exports its API and keeps its passes (smp, merge) to itself. */
class ModuleBoundaryTest {
    @Test
    void onlyTheApiPackagesAreExported() {
        ModuleDescriptor module = StrategicMergePatch.class.getModule().getDescriptor();
        Set<String> exported = new TreeSet<>();
        module.exports().forEach(e -> exported.add(e.source()));
        assertEquals(Set.of("io.japply.threeway", "io.japply.threeway.json", "io.japply.threeway.meta"), exported);
        assertTrue(module.packages().containsAll(Set.of("io.japply.threeway.smp", "io.japply.threeway.smp.keys",
                "io.japply.threeway.merge")), module.packages().toString());
    }
}
