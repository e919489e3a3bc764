package offmachine

import (
	"reflect"
	"strings"
	"testing"
)

// A table as /proc/net/tcp and tcp6 print it: a listener, a loopback connection, a connection
// attempt to 10.0.0.12:443 (SYN_SENT), and one of another process (an inode not ours).
const tcp4 = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1001 1 0000000000000000 100 0 0 10 0
   1: 0100007F:C350 0100007F:1F90 01 00000000:00000000 00:00000000 00000000     0        0 1002 1 0000000000000000 20 4 30 10 -1
   2: 0500A8C0:D431 0C00000A:01BB 02 00000001:00000000 01:00000186 00000002     0        0 1003 2 0000000000000000 100 0 0 10 -1
   3: 0500A8C0:D432 08080808:0035 02 00000001:00000000 01:00000186 00000002     0        0 9999 2 0000000000000000 100 0 0 10 -1
`

const tcp6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000001000000:1F90 00000000000000000000000001000000:C351 01 00000000:00000000 00:00000000 00000000     0        0 2001 1 0000000000000000 20 4 30 10 -1
   1: 0000000000000000FFFF00000100007F:1F90 0000000000000000FFFF00000100007F:C352 01 00000000:00000000 00:00000000 00000000     0        0 2002 1 0000000000000000 20 4 30 10 -1
   2: 0000000000000000FFFF00000500A8C0:1F90 0000000000000000FFFF00000D00000A:01BB 02 00000000:00000000 00:00000000 00000000     0        0 2003 1 0000000000000000 20 4 30 10 -1
   3: 00000000000000000000000001000000:1F90 B80D0120000000000000000001000000:01BB 02 00000000:00000000 00:00000000 00000000     0        0 2004 1 0000000000000000 20 4 30 10 -1
`

func TestOnlyOwnNonLoopbackRemotesAreReported(t *testing.T) {
	ours := map[string]bool{"1001": true, "1002": true, "1003": true}
	got := remotesIn(strings.NewReader(tcp4), ours)
	if want := []string{"10.0.0.12:443"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("tcp: got %v, want %v", got, want)
	}
}

func TestIPv6AndMappedAddresses(t *testing.T) {
	ours := map[string]bool{"2001": true, "2002": true, "2003": true, "2004": true}
	got := remotesIn(strings.NewReader(tcp6), ours)
	want := []string{"10.0.0.13:443", "[2001:db8::1]:443"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("tcp6: got %v, want %v", got, want)
	}
}
