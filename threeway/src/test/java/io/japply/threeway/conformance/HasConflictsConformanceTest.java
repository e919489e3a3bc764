package io.japply.threeway.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.threeway.merge.HasConflicts;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The upstream conflict check: the verdict must hold in both argument orders. */
class HasConflictsConformanceTest {

    static Stream<Arguments> cases() {
        return KeyOrder.each(Corpus.load("mergepatch/has-conflicts.yaml"));
    }

    @ParameterizedTest(name = "{0} [{1}]")
    @MethodSource("cases")
    void conformance(Corpus.Case c, KeyOrder order) {
        var a = order.arrange(c.body().get("a"), c.id());
        var b = order.arrange(c.body().get("b"), c.id());
        boolean expected = c.body().get("conflict").asBoolean();
        assertEquals(expected, HasConflicts.between(a, b), "a vs b\n" + c.describe());
        assertEquals(expected, HasConflicts.between(b, a), "b vs a\n" + c.describe());
    }
}
