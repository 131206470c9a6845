"""An ML2 mechanism driver that binds every port, for a Neutron without agents.

Without an L2 agent, ML2 leaves every port `binding_failed`, and Nova's GET /servers/{id} then
fails with 500. This driver binds each port to the first segment offered, as an OVS port with
port filtering, and marks it ACTIVE: the control plane behaves as with a working data plane.
start.sh puts this folder on neutron-server's PYTHONPATH with an entry point
`neutron.ml2.mechanism_drivers: realstack_bind_all`.
"""

from neutron_lib.api.definitions import portbindings
from neutron_lib import constants
from neutron_lib.plugins.ml2 import api


class BindAllMechanismDriver(api.MechanismDriver):
    """Binds every port on any network type (flat, vlan, vxlan)."""

    def initialize(self):
        pass

    def bind_port(self, context):
        for segment in context.segments_to_bind:
            context.set_binding(
                segment[api.ID],
                portbindings.VIF_TYPE_OVS,
                {portbindings.CAP_PORT_FILTER: True, portbindings.OVS_HYBRID_PLUG: False},
                status=constants.PORT_STATUS_ACTIVE,
            )
            return
