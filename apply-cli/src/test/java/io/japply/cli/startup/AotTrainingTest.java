package io.japply.cli.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.Collections;
import org.junit.jupiter.api.Test;

class AotTrainingTest {
    /** Every command of the workload succeeds against the training server: the archive records the paths of a success. */
    @Test
    void everyCommandOfTheWorkloadSucceeds() throws Exception {
        assertEquals(Collections.nCopies(7, 0), AotTraining.run());
    }

    /** Outside a recording run nothing is done, and nothing is printed in either. */
    @Test
    void onlyARecordingRunTrains() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed));
        System.setErr(new PrintStream(printed));
        try {
            System.clearProperty(AotTraining.PROPERTY);
            assertFalse(AotTraining.afterRecordedRun());
            System.setProperty(AotTraining.PROPERTY, AotTraining.RECORD);
            assertTrue(AotTraining.afterRecordedRun());
        } finally {
            System.clearProperty(AotTraining.PROPERTY);
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", printed.toString());
    }
}
