package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.apply.cluster.ClusterGateway;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** kubectl CheckErr's rule for an error's line, the one apply's report and diff's listener both follow. */
class ErrorWordsTest {
    private static final String SERVER = "Error from server (Forbidden): error when creating \"a.yaml\": no";
    private static final String OURS = "document 2 for: \"a.yaml\": bad";
    private static final String KUBECTLS = "no matches for kind \"Widget\"\nensure CRDs are installed first";

    @Test
    void theServersAnswerIsPrintedAsItIsAloneOrAmongSeveral() {
        assertEquals(SERVER, ErrorWords.told(SERVER, Optional.empty(), false).line());
        assertEquals(SERVER, ErrorWords.told(SERVER, Optional.empty(), true).line());
    }

    @Test
    void japplysOwnWordsAlwaysFollowError() {
        assertEquals("error: " + OURS, ErrorWords.told(OURS, Optional.empty(), false).line());
        assertEquals("error: " + OURS, ErrorWords.told(OURS, Optional.empty(), true).line());
    }

    @Test
    void kubectlsOtherWordsAreBareOnlyAmongSeveral() {
        assertEquals("error: " + KUBECTLS, ErrorWords.told(KUBECTLS, Optional.empty(), false).line());
        assertEquals(KUBECTLS, ErrorWords.told(KUBECTLS, Optional.empty(), true).line());
    }

    @Test
    void theWordsForARunsOnlyErrorReplaceItThereAndNowhereElse() {
        Optional<String> alone = Optional.of("The ConfigMap \"p\" is invalid: data: too long");
        assertEquals(new ErrorWords.Told(alone.get(), true), ErrorWords.told(SERVER, alone, false));
        assertEquals(SERVER, ErrorWords.told(SERVER, alone, true).line());
    }

    @Test
    void onlyARefusalCarriesWordsForARunsOnlyError() {
        assertEquals(Optional.of("alone"), ErrorWords.alone(new ClusterGateway.Refused(422, "framed", "words", "alone")));
        assertEquals(Optional.empty(), ErrorWords.alone(new ClusterGateway.Refused(403, "framed")));
        assertEquals(Optional.empty(), ErrorWords.alone(new IllegalStateException("x")));
    }
}
